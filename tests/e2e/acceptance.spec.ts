import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { reviewAllAs, storedCase } from './support/cases.ts';
import { DEMO, seedSession, setFaults } from './support/demo.ts';

const ACCEPT_FAILED = 'Something went wrong. Please try again.';

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
  await setFaults(sandbox, { failCalls: ['acceptCase'] });
  await accept.click();
  const toast = page.getByRole('status').filter({ hasText: ACCEPT_FAILED });
  await expect(toast).toBeVisible();
  await expect(accept).toBeEnabled();
  expect((await storedCase(sandbox, '100002')).lifeCycleStatus).toBe('WaitingAcceptance');
  // The toast's Close button is reachable by keyboard.
  // It stays until closed (no timeout outside the review and payment flows).
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
  await expect(page).toHaveURL(/\/epd\/doc-review\/100001$/);
  await reviewAllAs(sandbox, '100001', 'P-100001-OLIVIA');
  await page.goto('acceptance/100001');
  await expect(page).toHaveURL(/\/epd\/payment\/100001$/);
});

test("Anna's annuity 200002 accepted → WaitingDeliveryConfirmation, on to the annuity confirmation", async ({
  page,
  sandbox,
}) => {
  await reviewAllAs(sandbox, '200002', 'P-200002-ANNA');
  await seedSession(page, DEMO.anna);
  await page.goto('acceptance/200002');
  await expect(page.getByRole('region', { name: 'Annuity' }).getByText('A2000002')).toBeVisible();
  await page.getByRole('button', { name: 'Accept Policy' }).click();
  await expect(page).toHaveURL(/\/epd\/annuityconfirmation\/200002$/);
  expect((await storedCase(sandbox, '200002')).lifeCycleStatus).toBe('WaitingDeliveryConfirmation');
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
