import { truncatedPdf } from '../support/testPdfs.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { storedCase } from './support/cases.ts';
import { DEMO, seedSession, setFaults } from './support/demo.ts';
import { press } from './support/document-review.ts';

const DATE = /^\d{2}\/\d{2}\/\d{4}$/;
const TIME = /^\d{2}:\d{2}:\d{2} (am|pm)$/;

test('@phone the life confirmation of 100004: card, documents (one broken), payments and the way home', async ({
  page,
  sandbox,
}, testInfo) => {
  const response = await fetch(`${sandbox.url}/__sandbox/cases/100004/documents/D-100004-2/pdf`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/pdf' },
    body: Buffer.from(await truncatedPdf()),
  });
  expect(response.status).toBe(204);
  await seedSession(page, DEMO.olivia);
  await page.goto('confirmation/100004');
  await expect(page.getByRole('heading', { level: 1, name: "You're all done!" })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Life Insurance' }).getByText('L1000004')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What to expect next' })).toBeVisible();
  await expect(
    page.getByText(/^You accepted this policy electronically on \d{2}\/\d{2}\/\d{4}\./),
  ).toBeVisible();

  const initial = page.getByRole('table', { name: 'Initial payment' });
  const row = initial.getByRole('row').filter({ hasText: 'CNF1000041' });
  const cells = row.getByRole('cell');
  // 100004's first payment was by card (with the policy fee); its recurring billing is by bank.
  await expect(cells.nth(1)).toHaveText(/Credit Card/);
  await expect(cells.nth(2)).toHaveText(testInfo.project.name === 'phone' ? /\d{2}\/\d{2}\/\d{4}/ : DATE);
  await expect(cells.nth(3)).toHaveText(
    testInfo.project.name === 'phone' ? /\d{2}:\d{2}:\d{2} (am|pm)/ : TIME,
  );
  await expect(cells.nth(4)).toHaveText(/\$100\.00/);
  await expect(
    page.getByRole('table', { name: 'Future automatic bill payment' }).getByRole('cell').first(),
  ).toHaveText(/Bank Account/);
  expect(await seriousViolations(page)).toEqual([]);

  // The broken amendment reads the banner in its place; the signed policy still opens.
  const reviewed = page.getByRole('region', { name: 'Policy documents' });
  await press(reviewed.getByRole('button', { name: 'Amendment' }));
  // The file is checked by pdf.js, whose code and worker load on this first open.
  await expect(reviewed.getByRole('alert')).toHaveText(/^Failed to load PDF document: \S/, {
    timeout: 30_000,
  });
  const signed = page.getByRole('region', { name: 'Signed policy' });
  await press(signed.getByRole('button', { name: 'View Signed Policy' }));
  if (testInfo.project.name === 'phone') {
    await expect(signed.getByRole('img', { name: /^Page 1 of/ })).toBeVisible();
  } else {
    await expect(signed.locator('iframe[title="View Signed Policy"]')).toHaveAttribute(
      'data-pdf-check',
      'passed',
    );
  }
  await expect(signed.getByRole('alert')).toHaveCount(0);

  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "It's great to see you!" })).toBeVisible();
});

test('a life case not accepted yet goes from Confirmation to Acceptance', async ({ page }) => {
  await seedSession(page, DEMO.olivia);
  await page.goto('confirmation/100002');
  await expect(page).toHaveURL(/\/epd\/acceptance\/100002$/);
});

test('Anna signed in confirms 200001 on the annuity confirmation: a failure first, then thanks', async ({
  page,
  sandbox,
}) => {
  await setFaults(sandbox, { failCalls: ['acknowledgeAuthenticated'] });
  await seedSession(page, DEMO.anna);
  await page.goto('annuityconfirmation/200001');
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation' })).toBeVisible();
  const failure = page.getByRole('alert').filter({
    hasText: 'Your request could not be completed! Please try again or contact support',
  });
  await expect(failure).toBeVisible();
  await expect(failure.getByText(/Customer support: 1-800-555-0142/)).toBeVisible();
  expect((await storedCase(sandbox, '200001')).lifeCycleStatus).toBe('WaitingDeliveryConfirmation');
  expect(await seriousViolations(page)).toEqual([]);

  await setFaults(sandbox, { failCalls: [] });
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for confirming your new annuity contract.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'View Signed Contract' })).toBeVisible();
  expect((await storedCase(sandbox, '200001')).lifeCycleStatus).toBe('Complete');
  await expect(page.getByRole('link', { name: 'Return to Dashboard' })).toBeVisible();
});
