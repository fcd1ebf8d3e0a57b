import { SERVICE_TEXTS } from '../../src/api/messages.ts';
import { DASHBOARD_TEXTS } from '../../src/domain/journey/dashboardTexts.ts';
import { expect, test } from './fixtures.ts';
import {
  DASHBOARD_HEADING,
  DEMO,
  loginAsCustomer,
  sessionItem,
  setFaults,
  signInAs,
} from './support/demo.ts';

const tiles = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('listitem');

const EXPECTED_TILES: Record<string, string[]> = {
  [DEMO.olivia]: [
    'L1000001 is waiting your review',
    'L1000002 is waiting your review',
    'L1000003 is waiting your review',
    'L1000004 Complete',
    'L1000005 is waiting your review',
  ],
  [DEMO.ian]: ['L1000005 is waiting your review'],
  [DEMO.anna]: ['A2000001 is waiting your Delivery Confirmation', 'A2000002 is waiting your review'],
};

for (const [email, expected] of Object.entries(EXPECTED_TILES)) {
  // Desktop only: the tiles stack on a phone but carry the same texts (the phone's dashboard: a11y.spec.ts).
  test(`${email} sees one tile per case with the exact texts`, async ({ page }) => {
    await signInAs(page, email);
    // The heading shows before the tiles arrive: wait for them, then read their texts.
    await expect(tiles(page)).toHaveCount(expected.length);
    const texts = await page.locator('.tile__text').allTextContents();
    expect([...texts].sort()).toEqual([...expected].sort());
  });
}

test('a spinner shows while the dashboard loads', async ({ page, sandbox }) => {
  await loginAsCustomer(page, DEMO.ian);
  await setFaults(sandbox, { latencyMs: 1500 });
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: 'Loading your policies and contracts…' }),
  ).toBeAttached();
  await expect(tiles(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
});

test('the agreementAuthToken is stored as the case token', async ({ page }) => {
  await loginAsCustomer(page, DEMO.ian);
  await expect(tiles(page)).toHaveCount(1);
  const caseToken = await sessionItem(page, 'case_authorization_token');
  const payload = JSON.parse(Buffer.from(String(caseToken).split('.')[1] ?? '', 'base64url').toString());
  expect(Object.keys(payload)).toContain('Case-100005');
});

test('a WaitingAcceptance tile opens DocumentReview with caseId and partyId', async ({ page }) => {
  await signInAs(page, DEMO.ian);
  await page.getByRole('link', { name: /L1000005 is waiting your review/ }).click();
  await expect(page).toHaveURL(/\/epd\/doc-review\/100005\?partyId=[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review all documents' })).toBeVisible();
});

test('a WaitingDeliveryConfirmation annuity tile opens the annuity confirmation', async ({ page }) => {
  await signInAs(page, DEMO.anna);
  await page.getByRole('link', { name: /A2000001 is waiting your Delivery Confirmation/ }).click();
  await expect(page).toHaveURL(/\/epd\/annuityconfirmation\/200001$/);
});

test('/applications is the same screen', async ({ page }) => {
  await signInAs(page, DEMO.anna);
  await page.goto('applications');
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  await expect(tiles(page)).toHaveCount(2);
});

test("when /Dashboard fails the product failure text shows, in the page's words, with a retry (decision 365)", async ({
  page,
  sandbox,
}) => {
  await signInAs(page, DEMO.olivia);
  await setFaults(sandbox, { failCalls: ['dashboard'] });
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(
    `Your policies and contracts could not be loaded.${DASHBOARD_TEXTS.loadFailed}`,
  );
  await expect(tiles(page)).toHaveCount(0);
  await setFaults(sandbox, { failCalls: [] });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(tiles(page).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the maintenance notice shows when the service is unavailable, and closes', async ({
  page,
  sandbox,
}) => {
  await signInAs(page, DEMO.olivia);
  await setFaults(sandbox, { maintenance: true });
  await page.reload();
  const notice = page.getByRole('alert').filter({ hasText: SERVICE_TEXTS.epdDown });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(SERVICE_TEXTS.epdDown)).toHaveCount(0);
  // Its own line says only that it is down for maintenance, not to refresh.
  await expect(page.getByRole('alert')).toHaveText(
    'Not available during system maintenance. Please check back later.',
  );
});

test('an agent who opens the dashboard is sent to AgentHome', async ({ page }) => {
  await page.goto('agent-login');
  await page.getByLabel('Agent number').fill(DEMO.agent);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/epd\/agent-home$/);
  await page.goto('secure-home');
  await expect(page).toHaveURL(/\/epd\/agent-home$/);
});
