import type { Locator } from '@playwright/test';
import { expect } from '../fixtures.ts';

/**
 * On a narrow viewer (a phone, decision 331) find and the mark-up tools sit behind a button each; these
 * open them when they are folded away and do nothing on a wide viewer, where they always show.
 */
async function unfold(scope: Locator, name: string) {
  await expect(scope.locator('.pdf-viewer__bar')).toBeVisible();
  const toggle = scope.getByRole('button', { name, exact: true });
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false')
    await toggle.click();
}

/** The 'Find in document' field, opened if folded. */
export async function findField(scope: Locator): Promise<Locator> {
  await unfold(scope, 'Find in document');
  return scope.getByRole('searchbox', { name: 'Find in document' });
}

/** Shows the mark-up tools if folded. */
export async function openTools(scope: Locator) {
  await unfold(scope, 'Mark-up tools');
}

/** Closes find where it took the folded row, giving the zoom and page controls back (its query stays). */
export async function closeFind(scope: Locator) {
  const toggle = scope.getByRole('button', { name: 'Find in document', exact: true });
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'true')
    await toggle.click();
}
