import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

/** The name field of the acceptance screen (decision 220). */
const NAME_FIELD = 'Type your full name';

/** The demo owners' names on their cases, as the case summary shows them. */
export const OWNER_NAMES = { olivia: 'Olivia Owner', anna: 'Anna Annuitant' } as const;

export const acceptButton = (page: Page) => page.getByRole('button', { name: 'Accept Policy' });
export const nameField = (page: Page) => page.getByRole('textbox', { name: NAME_FIELD, exact: true });

/** Types the owner's full name as their signature: 'Accept Policy' is then offered. */
export async function signAs(page: Page, name: string) {
  await nameField(page).fill(name);
  await expect(acceptButton(page)).toBeEnabled();
}

/** The one step every test that accepts a policy takes: sign with the owner's name, then accept. */
export async function signAndAccept(page: Page, name: string) {
  await signAs(page, name);
  await acceptButton(page).click();
}
