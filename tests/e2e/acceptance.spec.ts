import { expect, test } from './fixtures.ts';
import { acceptButton, nameField, OWNER_NAMES, signAndAccept, signAs } from './support/acceptance.ts';
import { seriousViolations } from './support/axe.ts';
import { putCase, reviewAllAs, storedCase } from './support/cases.ts';
import { DEMO, loginAsCustomer, seedSession, setFaults } from './support/demo.ts';
import { press } from './support/document-review.ts';
import { enterBank, submitButton } from './support/payment.ts';

const ACCEPT_FAILED = 'Something went wrong. Please try again.';
const FAILED_DELIVERY = 'Your request could not be completed!';

test('case 100002 straight to acceptance: the summary, a failed accept with its toast, then accepted once', async ({
  page,
  sandbox,
}) => {
  await seedSession(page, DEMO.olivia);
  await page.goto('acceptance/100002');
  await expect(page.getByRole('heading', { level: 1, name: 'Almost done!' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Life Insurance' });
  await expect(summary.getByText('L1000002')).toBeVisible();
  await expect(summary.getByText(/^Awaiting acceptance by Olivia/)).toBeVisible();
  await expect(page.getByText(/serves as your electronic signature/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const accept = page.getByRole('button', { name: 'Accept Policy' });
  await signAs(page, OWNER_NAMES.olivia);
  await setFaults(sandbox, { failCalls: ['acceptCase'] });
  await accept.click();
  const toast = page.getByRole('status').filter({ hasText: ACCEPT_FAILED });
  await expect(toast).toBeVisible();
  // Whether the signature was recorded, said beside the button (decision 365).
  await expect(
    page.getByText(
      "Your signature was not recorded: nothing has been accepted yet. The name you typed is kept; press 'Accept Policy' to try again.",
    ),
  ).toBeVisible();
  await expect(accept).toBeEnabled();
  expect((await storedCase(sandbox, '100002')).lifeCycleStatus).toBe('WaitingAcceptance');
  // The toast's Close button is reachable by keyboard.
  await page.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast).toHaveCount(0);

  await setFaults(sandbox, { failCalls: [] });
  const accepts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/cases/100002/accept')) accepts.push(r.url());
  });
  await accept.dblclick();
  await expect(page).toHaveURL(/\/epd\/confirmation\/100002$/);
  expect(accepts).toHaveLength(1);
  const stored = await storedCase(sandbox, '100002');
  expect(stored.lifeCycleStatus).toBe('Complete');
  expect(stored.acceptances.filter((a) => a.isComplete)).toHaveLength(1);
});

test('the Owner with documents left goes to the review, with payments due to the payment', async ({
  page,
  sandbox,
}) => {
  await seedSession(page, DEMO.olivia);
  await page.goto('acceptance/100001');
  await expect(page).toHaveURL(/\/epd\/doc-review\/100001(\?|$)/);
  await reviewAllAs(sandbox, '100001', 'P-100001-OLIVIA');
  await page.goto('acceptance/100001');
  await expect(page).toHaveURL(/\/epd\/payment\/100001$/);
});

test("Anna's annuity 200002 accepted: her delivery is confirmed on the annuity confirmation and the case is Complete", async ({
  page,
  sandbox,
}) => {
  await reviewAllAs(sandbox, '200002', 'P-200002-ANNA');
  await seedSession(page, DEMO.anna);
  await page.goto('acceptance/200002');
  await expect(page.getByRole('region', { name: 'Annuity' }).getByText('A2000002')).toBeVisible();
  await signAndAccept(page, OWNER_NAMES.anna);
  await expect(page).toHaveURL(/\/epd\/annuityconfirmation\/200002$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for confirming your new annuity contract.' }),
  ).toBeVisible();
  // The status on screen is the one after confirming, not the one the page opened with.
  const summary = page.getByRole('region', { name: 'Annuity' });
  await expect(summary.getByText('Complete', { exact: true })).toBeVisible();
  await expect(summary.getByText(/Waiting/)).toHaveCount(0);
  await expect(page.getByText(FAILED_DELIVERY)).toHaveCount(0);
  const stored = await storedCase(sandbox, '200002');
  expect(stored.lifeCycleStatus).toBe('Complete');
  expect(stored.deliveryConfirmations.map((d) => [d.partyId, Boolean(d.confirmedOn)])).toEqual([
    ['P-200002-ANNA', true],
  ]);

  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page.getByText(/A2000002/).first()).toBeVisible();
  await expect(page.getByText(/A2000002 is waiting your/)).toHaveCount(0);
});

test("Anna's annuity: the words say contract, the tracker asks no payment, Tab reaches Accept before the name signs", async ({
  page,
  sandbox,
}) => {
  await reviewAllAs(sandbox, '200002', 'P-200002-ANNA');
  await seedSession(page, DEMO.anna);
  await page.goto('doc-review/200002');
  // Nothing to pay on this annuity: no Pay step shown done before anything is accepted (decision 361).
  const tracker = page.getByRole('navigation', { name: 'Progress' });
  await expect(tracker.getByRole('listitem')).toHaveText(['Review (completed)', 'Accept', 'Done']);
  await page.goto('acceptance/200002');
  await expect(tracker.getByRole('listitem')).toHaveText(['Review (completed)', 'Accept', 'Done']);
  // SPEC's button keeps its name; the words around it say what it accepts and how the name signs.
  await expect(
    page.getByText(
      "Type your full name below, then click 'Accept Policy' to accept your annuity contract. By clicking 'Accept Policy', you acknowledge that you have reviewed your contract documents, and your click, with the name you typed, serves as your electronic signature accepting the contract.",
    ),
  ).toBeVisible();
  // The fingerprint in the customer's words, its technical name only in the explanation.
  await expect(page.getByText('Fingerprint (SHA-256)')).toHaveCount(0);
  await page.getByText('Document code').first().click();
  await expect(page.getByText(/if anything in it changed, this code would change too/).first()).toBeVisible();

  // Before the name signs, Accept is unavailable but in the Tab order, and a press says what is missing.
  const accept = acceptButton(page);
  await expect(accept).toHaveAttribute('aria-disabled', 'true');
  await nameField(page).focus();
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Type your full name to sign.')).toBeVisible();
  await expect(accept).toBeFocused();
  expect((await storedCase(sandbox, '200002')).lifeCycleStatus).toBe('WaitingAcceptance');
  await signAs(page, OWNER_NAMES.anna);
  await expect(accept).not.toHaveAttribute('aria-disabled', 'true');
});

test('a co-annuitant on an annuity waiting for the owner reads whose confirmation it waits for', async ({
  page,
  sandbox,
}) => {
  const stored = await storedCase(sandbox, '200001');
  stored.parties.push({
    id: 'P-200001-IAN',
    displayName: 'Ian Insured',
    emailAddress: DEMO.ian,
    roles: ['Annuitant'],
  });
  await putCase(sandbox, stored);
  await seedSession(page, DEMO.ian);
  await page.goto('annuityconfirmation/200001');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
  await expect(
    page.getByText(
      /^This annuity contract is waiting for Anna .+ to confirm its delivery\. Nothing more is needed from you/,
    ),
  ).toBeVisible();
  await expect(page.getByText(FAILED_DELIVERY)).toHaveCount(0);
  expect((await storedCase(sandbox, '200001')).lifeCycleStatus).toBe('WaitingDeliveryConfirmation');
});

test('the Accept Policy button keeps its size while the acceptance is sent', async ({ page, sandbox }) => {
  await seedSession(page, DEMO.olivia);
  await page.goto('acceptance/100002');
  const accept = page.getByRole('button', { name: 'Accept Policy' });
  await signAs(page, OWNER_NAMES.olivia);
  const idle = await accept.boundingBox();
  // Slow enough to measure while it runs, even on a loaded machine.
  await setFaults(sandbox, { latencyMs: 5000 });
  await accept.click();
  await expect(accept).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: 'Accepting your policy…' })).toBeAttached();
  const busy = await accept.boundingBox();
  expect(busy?.height).toBeCloseTo(idle?.height ?? 0, 0);
  expect(busy?.width).toBeCloseTo(idle?.width ?? 0, 0);
  await expect(page).toHaveURL(/\/epd\/confirmation\/100002$/);
});

test('a signed-out visitor on Acceptance signs in and comes back', async ({ page }) => {
  await page.goto('acceptance/100002');
  await expect(page).toHaveURL(/\/epd\/login/);
  await page.getByLabel('Email').fill(DEMO.olivia);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/epd\/acceptance\/100002$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Almost done!' })).toBeVisible();
});

test('@phone Olivia on 100001: sign-in, review, payment, acceptance, "You\'re all done!" with her payment on record', async ({
  page,
  sandbox,
}) => {
  // The review's own journey is tests/e2e/review-journey.spec.ts; here it starts with every document
  // reviewed. The payment's own refusals are tests/e2e/payment.spec.ts; here she pays once by bank.
  await reviewAllAs(sandbox, '100001', 'P-100001-OLIVIA');
  await loginAsCustomer(page, DEMO.olivia);
  await page.getByRole('link', { name: /L1000001/ }).click();
  await expect(page).toHaveURL(/\/epd\/doc-review\/100001(\?|$)/);
  await press(page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(/\/epd\/payment\/100001$/);

  await page.getByLabel('Bank account').check();
  await enterBank(page, { routing: '021000021', account: '123456789', holder: 'Olivia Owner' });
  await page.getByLabel('Use the same bank account for my future payments').check();
  await page.getByLabel(/I authorize the use of this bank account/).check();
  await submitButton(page).click();
  await expect(page.getByText('Your payments are complete!')).toBeVisible();
  const confirmationNumber = (await storedCase(sandbox, '100001')).payment.paymentsOnRecord[0]
    ?.confirmationNumber;
  expect(confirmationNumber).toBeTruthy();

  await page.goto('acceptance-sequenced/100001');
  await expect(
    page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]'),
  ).toHaveText('Accept');
  await signAndAccept(page, OWNER_NAMES.olivia);
  await expect(page.getByRole('heading', { level: 1, name: "You're all done!" })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Initial payment' })
    .getByRole('row')
    .filter({ hasText: confirmationNumber! });
  await expect(row).toContainText('$167.50');
  await expect(row).toContainText('Bank Account');
  expect((await storedCase(sandbox, '100001')).lifeCycleStatus).toBe('Complete');
  expect(await seriousViolations(page)).toEqual([]);

  // The dashboard follows: the tile leads to the confirmation now.
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await page.getByRole('link', { name: /L1000001/ }).click();
  await expect(page).toHaveURL(/\/epd\/confirmation\/100001$/);
});
