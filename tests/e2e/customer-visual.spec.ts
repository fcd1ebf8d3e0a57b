import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './support/axe.ts';
import { reviewAllAs } from './support/cases.ts';
import { DEMO, seedSession, signInAs } from './support/demo.ts';
import { openCard } from './support/document-review.ts';
import { enterBank, submitButton } from './support/payment.ts';

/**
 * The customer-journey review's proof that sees what the customer sees: baselines of the key customer screens at desktop
 * and phone width, reached the cheapest way (a session signed in once per worker, the demo cases as
 * seeded), with no axe-core violation on any. The browser's clock and zone are fixed, so the dates the
 * portal computes are the same on every run; what the sandbox stamps with the real time (the annuity's
 * delivery confirmation) and what another program draws (the browser's PDF frame, the card provider's
 * form, pdf.js's pages) are masked.
 */
test.use({ timezoneId: 'America/Chicago' });
const TODAY = new Date('2026-11-02T17:00:00.000Z');

const masks = (page: Page) => [
  page.locator('iframe'),
  page.locator('.pdf-viewer'),
  page.locator('time'),
  page.locator('[data-next="effect"]'),
];

async function snap(page: Page, name: string, more: Locator[] = [], fullPage = true) {
  expect(await axeViolations(page)).toEqual([]);
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage, mask: [...masks(page), ...more] });
}

test('the dashboard and the review with a document open', { tag: '@phone' }, async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
  await signInAs(page, DEMO.olivia);
  await expect(page.getByRole('link', { name: /L1000004/ }).first()).toBeVisible();
  await snap(page, 'dashboard');

  await page.goto('doc-review/100001');
  const opened = await openCard(page, 'Amendment');
  const decision = opened.getByLabel('Yes, I accept');
  await expect(decision).toBeVisible();
  // What the customer sees with the card's decision in view. Not the full page: capturing it resizes
  // the browser's PDF frame, which then never holds still long enough for a picture.
  await decision.scrollIntoViewIfNeeded();
  await snap(page, 'review-card-open', [], false);
});

test('the payment form with the bank account, then the card chosen, and the receipt after paying', {
  tag: '@phone',
}, async ({ page, sandbox }) => {
  await page.clock.setFixedTime(TODAY);
  await reviewAllAs(sandbox, '100001', 'P-100001-OLIVIA');
  await seedSession(page, DEMO.olivia);
  await page.goto('payment/100001');
  await page.getByLabel('Bank account').check();
  await expect(page.getByLabel('Routing number')).toBeVisible();
  await snap(page, 'payment-bank');
  await page.getByLabel('Credit card').check();
  await expect(page.frameLocator('iframe[data-card-frame]').getByLabel('Card number')).toBeVisible();
  await snap(page, 'payment-card');

  await page.getByLabel('Bank account').check();
  await enterBank(page, { routing: '021000021', account: '123456789', holder: 'Olivia Owner' });
  await page.getByLabel('Use the same bank account for my future payments').check();
  await page.getByLabel(/I authorize the use of this bank account/).check();
  await submitButton(page).click();
  await expect(page.getByText('Your payments are complete!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Receipt' })).toBeVisible();
  // The confirmation number and the dates are the sandbox's, stamped with the real time.
  await snap(page, 'receipt', [
    page.locator('.receipt dl:first-of-type > div:nth-child(1) > dd, .receipt dl > div:nth-child(4) > dd'),
  ]);
});

test('the acceptance and the life confirmation', { tag: '@phone' }, async ({ page }) => {
  // The acceptance reads the case's documents to list their fingerprints: slow on a loaded machine.
  test.slow();
  await page.clock.setFixedTime(TODAY);
  await seedSession(page, DEMO.olivia);
  await page.goto('acceptance/100002');
  // What is signed, and the name to type; 'Accept Policy' waits for it.
  await expect(page.getByRole('textbox', { name: 'Type your full name' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Accept Policy' })).toBeDisabled();
  // The fingerprints are the sandbox's PDFs' own: a change of how it draws them is not this screen's.
  await snap(page, 'acceptance', [page.locator('.signing-summary summary code')]);

  await page.goto('confirmation/100004');
  await expect(page.getByRole('button', { name: 'Download all documents' })).toBeVisible();
  await snap(page, 'life-confirmation');
});

test("Anna's annuity confirmation, confirmed on arrival", { tag: '@phone' }, async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
  await seedSession(page, DEMO.anna);
  await page.goto('annuityconfirmation/200001');
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for confirming your new annuity contract.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download all documents' })).toBeVisible();
  await snap(page, 'annuity-confirmation');
});
