import type { FrameLocator, Page } from '@playwright/test';
import type { RunningSandbox } from '../../../sandbox/server.ts';
import type { StoredCase } from '../../../sandbox/store/types.ts';
import { expect } from '../fixtures.ts';
import { DEMO, seedSession } from './demo.ts';

export const PAYMENT_HEADING = "Now, let's check on your payments";

/** Opens a payment page of a case, signed in as `email` (once per worker). */
export async function openPayment(page: Page, path: string, email: string = DEMO.olivia) {
  await seedSession(page, email);
  await page.goto(path);
}

/** The hosted card form, inside its cross-origin frame. */
export const cardForm = (page: Page): FrameLocator => page.frameLocator('iframe[data-card-frame]');

export async function enterCard(page: Page, number: string, expiry = '12/30', cvv = '123') {
  const form = cardForm(page);
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date (MM/YY)').fill(expiry);
  await form.getByLabel('Security code (CVV)').fill(cvv);
}

export async function enterBank(page: Page, bank: { routing: string; account: string; holder: string }) {
  await page.getByLabel('Routing number').fill(bank.routing);
  await page.getByLabel('Account number').fill(bank.account);
  await page.getByLabel('Account holder name').fill(bank.holder);
}

/** A case as the sandbox stores it. */
export async function storedCase(sandbox: RunningSandbox, caseId: string): Promise<StoredCase> {
  const response = await fetch(`${sandbox.url}/__sandbox/cases/${caseId}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as StoredCase;
}

/** Rewrites a stored case through the tester controls (PUT /__sandbox/cases/{id}). */
export async function putCase(sandbox: RunningSandbox, caseId: string, change: (stored: StoredCase) => void) {
  const stored = await storedCase(sandbox, caseId);
  change(stored);
  const response = await fetch(`${sandbox.url}/__sandbox/cases/${caseId}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(stored),
  });
  expect(response.ok, await response.text()).toBe(true);
}

/** The payments the sandbox has on record for a case. */
export async function paymentsOnRecord(sandbox: RunningSandbox, caseId: string): Promise<unknown[]> {
  const response = await fetch(`${sandbox.url}/__sandbox/cases/${caseId}`);
  const stored = (await response.json()) as { payment: { paymentsOnRecord: unknown[] } };
  return stored.payment.paymentsOnRecord;
}

export const submitButton = (page: Page, name = 'Submit Payment') => page.getByRole('button', { name });

/**
 * Checks a radio where the form asks; a choice with one answer is said instead (decision 360), and then
 * the form has taken it already.
 */
export async function checkIfAsked(page: Page, label: string | RegExp) {
  const radio = page.getByRole('radio', { name: label });
  if ((await radio.count()) > 0) await radio.check();
}

export async function expectAlert(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}
