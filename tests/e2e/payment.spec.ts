import { readFileSync } from 'node:fs';
import { documents } from '../../sandbox/demo/builders.ts';
import { expect, test } from './fixtures.ts';
import { OWNER_NAMES, signAs } from './support/acceptance.ts';
import { seriousViolations } from './support/axe.ts';
import { reviewAllAs } from './support/cases.ts';
import { DEMO, seedSession, setFaults } from './support/demo.ts';
import {
  cardForm,
  enterBank,
  enterCard,
  expectAlert,
  openPayment,
  PAYMENT_HEADING,
  paymentsOnRecord,
  putCase,
  storedCase,
  submitButton,
} from './support/payment.ts';

const BANK = { routing: '021000021', account: '123456789', holder: 'Olivia Owner' };

test('Olivia pays 100001 by bank through every refusal, once for a double click, then sets up recurring @phone', async ({
  page,
  sandbox,
}) => {
  // She has reviewed every document, as she has when Review sends her here; Acceptance asks for it.
  await reviewAllAs(sandbox, '100001', 'P-100001-OLIVIA');
  await openPayment(page, 'payment/100001');
  await expect(page.getByRole('heading', { level: 1, name: PAYMENT_HEADING })).toBeVisible();
  await expect(page.getByLabel('Case summary')).toContainText('L1000001');
  await expect(page.getByText('Monthly (current): $167.50 due now')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await submitButton(page).click();
  await expectAlert(page, 'Please select a payment method.');

  await page.getByLabel('Bank account').check();
  await expect(page.getByLabel('Account type')).toHaveValue('Checking');
  await enterBank(page, { routing: '12345', account: '12345', holder: ' ' });
  await submitButton(page).click();
  await expectAlert(page, 'Please enter a valid bank account.');
  await expect(page.getByText('Please enter a valid routing number.')).toBeVisible();
  await expect(
    page.getByText('Please enter a valid account number (must be 6-17 digits in length).'),
  ).toBeVisible();
  await expect(page.getByText('An account holder name is required.')).toBeVisible();

  await enterBank(page, BANK);
  // Monthly: no direct bill by mail.
  await expect(page.getByLabel('Direct bill by mail')).toHaveCount(0);
  await page.getByLabel('Use the same bank account for my future payments').check();
  await submitButton(page).click();
  await expect(page.getByText('Please confirm that this bank account may be used')).toBeVisible();
  // Changing the frequency asks again for the recurring option; Direct is offered away from Monthly.
  await page.getByLabel(/^Quarterly/).check();
  await expect(page.getByLabel('Direct bill by mail')).toBeVisible();
  await page.getByLabel(/^Monthly/).check();
  await page.getByLabel('Set up a different payment method for my future payments').check();
  const review = page.getByLabel('Payment review');
  await expect(review).toContainText('$167.50');
  await expect(review).toContainText('Checking Account ending in 6789');
  await expect(page.getByText(/Payments are subject to the terms and conditions/)).toBeVisible();

  await setFaults(sandbox, { latencyMs: 400 });
  await submitButton(page).dblclick();
  await expect(page.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Recurring Payments' })).toBeVisible();
  await setFaults(sandbox, { latencyMs: 0 });
  expect(await paymentsOnRecord(sandbox, '100001')).toHaveLength(1);

  // Recurring setup: by bank only, said rather than asked (decision 360); the bank account on file is
  // used; the acknowledgement is required.
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByText('Payment method: Bank account')).toBeVisible();
  await expect(
    page.getByText('Your Checking Account ending in 6789 on file will be used.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel('Routing number')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await submitButton(page, 'Set Up Recurring Payments').click();
  await expect(page.getByText('Please confirm that this bank account may be used')).toBeVisible();
  await page.getByLabel(/I authorize the use of this bank account/).check();
  await submitButton(page, 'Set Up Recurring Payments').click();
  await expect(page.getByText('Your payments are complete!')).toBeVisible();

  // The receipt: what was paid, with what (last four only), when, and what is to come.
  const [paid] = (await storedCase(sandbox, '100001')).payment.paymentsOnRecord;
  const receipt = page.getByRole('region', { name: 'Receipt' });
  await expect(receipt).toContainText(`Confirmation number${paid?.confirmationNumber}`);
  await expect(receipt).toContainText(
    `Amount${(paid?.amount ?? 0).toLocaleString('en-US', { style: 'currency', currency: 'USD' })}`,
  );
  await expect(receipt.getByText('Bank Account, Checking Account ending in 6789')).toHaveCount(2);
  await expect(receipt).toContainText(/Date\d\d\/\d\d\/\d{4}/);
  await expect(receipt.getByRole('heading', { name: 'Automatic payments' })).toBeVisible();
  await expect(receipt).not.toContainText(BANK.account);
  expect(await seriousViolations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await receipt.getByRole('button', { name: 'Download receipt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('receipt-L1000001.txt');
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  expect(text).toContain(`Confirmation number: ${paid?.confirmationNumber}`);
  expect(text).toContain('Paid with: Bank Account, Checking Account ending in 6789');
  expect(text).not.toContain(BANK.account);

  const next = page.getByRole('link', { name: 'Continue' });
  await expect(next).toHaveAttribute('href', /\/epd\/acceptance\/100001$/);
  await next.click();
  await expect(page).toHaveURL(/\/epd\/acceptance\/100001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Almost done!' })).toBeVisible();
});

// @phone: the hosted frame is as narrow as the phone, under the collapsed top bar and case summary.
test('Olivia pays by card through the hosted form; a refused card and PaymentCardError on the way @phone', async ({
  page,
  sandbox,
}) => {
  await openPayment(page, 'payment/100001');
  // Why more is due now than each time after: the one-time policy fee (decision 360).
  await expect(page.getByText('The first payment includes a one-time policy fee of $25.00.')).toBeVisible();
  await page.getByLabel('Credit card').check();
  // A card pays the first payment only: said, not a one-option radio (decision 360).
  await expect(page.getByRole('radio', { name: /different payment method/ })).toHaveCount(0);
  await expect(
    page.getByText('A card pays this first payment only. Right after it, you set up a bank account'),
  ).toBeVisible();
  await enterCard(page, '4111111111111112');
  // The card form fits the screen: nothing to scroll sideways for, on a phone either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // The submit says what it charges.
  await submitButton(page, 'Submit Payment of $167.50').click();
  // One problem, one message: the card form's own, beside its field; no summary, none from the portal.
  await expect(
    cardForm(page).getByText('This card number is not valid. Check it and try again.'),
  ).toBeVisible();
  await expect(cardForm(page).getByRole('alert')).toHaveText('');
  await expect(page.getByText(/Please check the card details/)).toHaveCount(0);

  // The demo card the processor declines (README). One Submit tokenizes and pays: no second click.
  await enterCard(page, '4000000000000002');
  await submitButton(page).click();
  await expectAlert(
    page,
    'There was an issue processing the payment. Please try again or use different payment information.',
  );
  expect(await paymentsOnRecord(sandbox, '100001')).toHaveLength(0);

  // A double click pays once; while it is sent, the review names the card being charged.
  await enterCard(page, '5555555555554444');
  await setFaults(sandbox, { latencyMs: 400 });
  await submitButton(page).dblclick();
  await expect(page.getByLabel('Payment review')).toContainText(/Master Card, Card ending in \d{4} 12\/30/);
  // The payment is said to be received before the next step is asked (decision 360).
  await expect(page.locator('.alert--success').filter({ hasText: 'Payment received:' })).toContainText(
    /Payment received: \$167\.50 from Credit Card, Master Card ending in 4444 12\/30\. Confirmation number \S+\./,
  );
  // Said once: by the shell's live region, not by the receipt too.
  const liveRegions = page.locator('[role="status"], [role="alert"], [aria-live]');
  await expect(page.locator('#announcer')).toHaveText('Payment received.');
  await expect(liveRegions.filter({ hasText: 'Payment received' })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Recurring Payments' })).toBeVisible();
  await setFaults(sandbox, { latencyMs: 0 });
  // Recurring payments are by bank only (SPEC §5: a card is for the first payment); a card-only
  // customer is told what to do.
  await expect(page.getByLabel('Credit card')).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByText('Payment method: Bank account')).toBeVisible();
  await expect(page.getByText(/If you have no bank account to use, call us at 1-800-555-0142/)).toBeVisible();
  await expect(page.getByLabel('Routing number')).toBeVisible();
  const payments = await paymentsOnRecord(sandbox, '100001');
  // The receipt names the card by its last four only (decision 077).
  expect(payments).toEqual([
    expect.objectContaining({
      paymentMethod: { paymentSourceType: 'CreditCard', description: 'Master Card ending in 4444 12/30' },
    }),
  ]);
});

test('opening the payment asks for its step tracker once, not again when its data arrives', async ({
  page,
  sandbox,
}) => {
  await reviewAllAs(sandbox, '100001', 'P-100001-OLIVIA');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/Tracker/')) asked.push(request.url());
  });
  await openPayment(page, 'payment/100001');
  await expect(page.getByText('Monthly (current): $167.50 due now')).toBeVisible();
  await expect(page.locator('.step-tracker__steps')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toHaveLength(1);
});

test('an expired card says so once, beside its field', async ({ page }) => {
  await openPayment(page, 'payment/100001');
  await page.getByLabel('Credit card').check();
  await enterCard(page, '4111111111111111', '01/20');
  await submitButton(page).click();
  await expect(cardForm(page).getByText('This card has expired.')).toBeVisible();
  // The only message of the page and its card form for this one problem.
  const frameErrors = cardForm(page).locator('[id$="-error"]:not(:empty), [role="alert"]:not(:empty)');
  await expect(frameErrors).toHaveCount(1);
  await expect(
    page.locator('.form-message, .field-error:not(:empty), [role="alert"]:not(:empty)'),
  ).toHaveCount(0);
});

test('PaymentIssue hides the submit; a payment info load failure says Uh oh', async ({ page, sandbox }) => {
  await setFaults(sandbox, { paymentIssue: true });
  await openPayment(page, 'payment/100001');
  await page.getByLabel('Bank account').check();
  await enterBank(page, BANK);
  await page.getByLabel('Set up a different payment method for my future payments').check();
  await submitButton(page).click();
  await expectAlert(
    page,
    'Issue with payment, please call 1-800-555-0142; Mon-Thurs: 7:00AM-6:30PM CT; Fri: 7:00AM-5:00PM CT.',
  );
  await expect(submitButton(page)).toHaveCount(0);

  await setFaults(sandbox, { paymentIssue: false, failCalls: ['paymentInfo'] });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Uh oh...' })).toBeVisible();
  await expect(
    page.getByText(
      'We could not load your payment information at this time. Please refresh the page to try again.',
    ),
  ).toBeVisible();
});

test('a refused recurring setup keeps the customer on Recurring Payments, not the first payment', async ({
  page,
  sandbox,
}) => {
  await putCase(sandbox, '100001', (stored) => {
    stored.payment.status = 'RecurringSetupRequired';
    stored.payment.bankAccount = {
      bankAccountType: 'Checking',
      routingNumber: '021000021',
      accountLast4: '6789',
      accountNumberHash: 'e2e',
      accountHolderName: 'Olivia Owner',
    };
  });
  await setFaults(sandbox, { paymentIssue: true });
  await openPayment(page, 'payment/100001');
  await expect(page.getByRole('heading', { name: 'Recurring Payments' })).toBeVisible();
  await page.getByLabel(/I authorize the use of this bank account/).check();
  await submitButton(page, 'Set Up Recurring Payments').click();
  await expectAlert(
    page,
    'Issue with payment, please call 1-800-555-0142; Mon-Thurs: 7:00AM-6:30PM CT; Fri: 7:00AM-5:00PM CT.',
  );
  // Still the recurring setup: no first payment is asked for again.
  await expect(page.getByRole('heading', { name: 'Recurring Payments' })).toBeVisible();
  await expect(page.getByText(/due now/)).toHaveCount(0);
  await expect(submitButton(page, 'Set Up Recurring Payments')).toHaveCount(0);
  expect(await paymentsOnRecord(sandbox, '100001')).toHaveLength(0);
});

test('a frequency change is carried through to the payment the sandbox records', async ({
  page,
  sandbox,
}) => {
  await openPayment(page, 'payment/100001');
  await page.getByLabel(/^Quarterly/).check();
  const quarterly = (await storedCase(sandbox, '100001')).payment.frequencyOptions.find(
    (o) => o.frequency === 'Quarterly',
  );
  const due = `$${quarterly?.initialAmountDue.toFixed(2)}`;
  await expect(page.getByLabel(/^Quarterly/)).toBeChecked();
  await page.getByLabel('Bank account').check();
  await enterBank(page, BANK);
  await page.getByLabel('Set up a different payment method for my future payments').check();
  await expect(page.getByLabel('Payment review')).toContainText(due);
  await submitButton(page).click();
  await expect(page.getByRole('heading', { name: 'Recurring Payments' })).toBeVisible();

  const stored = await storedCase(sandbox, '100001');
  expect(stored.payment.frequencyOptions.filter((o) => o.isCurrent).map((o) => o.frequency)).toEqual([
    'Quarterly',
  ]);
  expect(stored.payment.paymentsOnRecord).toEqual([
    expect.objectContaining({ amount: quarterly?.initialAmountDue }),
  ]);
});

test('Payment info not available when the case has no amount due', async ({ page, sandbox }) => {
  // No current frequency: the sandbox answers initialAmountDue null.
  await putCase(sandbox, '100001', (stored) => {
    for (const option of stored.payment.frequencyOptions) option.isCurrent = false;
  });
  await openPayment(page, 'payment/100001');
  await expect(page.getByText('Payment info not available')).toBeVisible();
  await expect(page.getByLabel('Case summary')).toContainText('L1000001');
  await expect(submitButton(page)).toHaveCount(0);
});

test('Ian, who is not the Owner, may not pay', async ({ page }) => {
  await openPayment(page, 'payment/100005', DEMO.ian);
  await expect(page.getByText('Only the policy owner can make payments for this policy.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Payment' })).toHaveCount(0);
});

test('with the sequenced review on: tracker, initial payment, recurring review, then AcceptanceSequenced', async ({
  page,
  sandbox,
}) => {
  const response = await fetch(`${sandbox.url}/__sandbox/settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sequencedReview: true }),
  });
  expect(response.ok).toBe(true);
  // Olivia has reviewed every document, so AcceptanceSequenced is hers and does not send her back.
  await putCase(sandbox, '100001', (stored) => {
    const owner = stored.parties.find((p) => p.roles.includes('Owner'))?.id ?? '';
    const types = stored.documents.map((d) => ({ type: d.documentType, pages: d.pageCount }));
    stored.documents = documents('100001', types, [owner]);
  });
  await openPayment(page, 'payment/100001');
  await expect(page).toHaveURL(/\/epd\/payment-sequenced\/100001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review and Accept Policy' })).toBeVisible();
  const tracker = page.getByRole('navigation', { name: 'Progress' });
  await expect(tracker.locator('[aria-current="step"]')).toHaveText('Pay');
  await expect(tracker.getByRole('listitem')).toHaveText(['Review (completed)', 'Pay', 'Accept', 'Done']);

  await page.getByLabel('Bank account').check();
  await enterBank(page, BANK);
  await page.getByLabel('Set up a different payment method for my future payments').check();
  await submitButton(page).click();

  await expect(page).toHaveURL(/\/epd\/recurring-payment-sequenced\/100001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recurring Payments' })).toBeVisible();
  await expect(page.getByText(/Set up how your future premiums will be paid/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Progress' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel(/I authorize the use of this bank account/).check();
  await submitButton(page, 'Set Up Recurring Payments').click();
  await expect(page).toHaveURL(/\/epd\/acceptance-sequenced\/100001$/);
  await signAs(page, OWNER_NAMES.olivia);
  await expect(page).toHaveURL(/\/epd\/acceptance-sequenced\/100001$/);
});

test('a case whose changes were requested offers no payment: no Continue on the review, a notice on the payment page', async ({
  page,
  sandbox,
}) => {
  await putCase(sandbox, '100001', (stored) => {
    stored.lifeCycleStatus = 'ChangeRequested';
  });
  await seedSession(page, DEMO.olivia);
  await page.goto('doc-review/100001');
  await expect(page.getByRole('heading', { level: 1, name: 'Review all documents' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^View Signed Policy/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);

  await page.goto('payment/100001');
  await expect(
    page.getByText(
      'Changes to this policy have been requested. No payment is needed until it is ready for your review again; we will e-mail you then.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Bank account')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Submit/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "It's great to see you!" })).toBeVisible();
  expect((await storedCase(sandbox, '100001')).payment.paymentsOnRecord).toEqual([]);
});
