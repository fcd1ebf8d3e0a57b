import { expect, type Page, type Route } from '@playwright/test';
import { failedWith } from '../../src/api/failure.ts';

/** What the sandbox stand-in answers for a load that failed for a reason asking again may cure. */
const LOAD_DOWN = 'The server could not answer. Please try again.';

/**
 * Answers a held load as the model's error event says: no such case (404), else a server error. The
 * error is a 501: ky retries a GET's 500 or 503 by itself, and a retry would arrive unheld.
 */
export function fulfillLoadError(route: Route, error: unknown) {
  if (failedWith(error, 'notFound'))
    return route.fulfill({
      status: 404,
      json: { errors: { Error: 'Case not found!', Code: 'CaseNotFound' } },
    });
  return route.fulfill({ status: 501, json: { errors: { Error: LOAD_DOWN, Code: 'ServerError' } } });
}

/**
 * A screen whose load failed, as the customer sees it (decision 073): `denied` says why and offers the
 * way home, never a retry; `failed` says why and offers to try again. Neither raises a toast.
 */
export async function expectLoadFailure(page: Page, state: 'denied' | 'failed') {
  const notifications = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  if (state === 'denied') {
    await expect(page.getByRole('alert').filter({ hasText: 'Case not found!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  } else {
    await expect(page.getByRole('alert').filter({ hasText: LOAD_DOWN })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  }
  await expect(notifications).toHaveCount(0);
}
