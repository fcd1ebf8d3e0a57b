import type { Page } from '@playwright/test';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { putCase, storedCase } from './support/cases.ts';
import { DEMO, setFaults } from './support/demo.ts';
import { leaveOnceTelemetryRuns } from './support/telemetry.ts';

const KEY = 'DC-200001-KEY';
const LINK = `confirmdelivery/200001/${KEY}/${DEMO.anna}`;
const FAILED = 'Your request could not be completed! Please try again or contact support';

interface Envelope {
  data: { baseType: string; baseData: { name?: string; url?: string; properties?: Record<string, string> } };
}
const telemetry = async (sandbox: RunningSandbox): Promise<Envelope[]> => {
  const stored = (await (await fetch(`${sandbox.url}/__sandbox/telemetry`)).json()) as { body: Envelope[] }[];
  return stored.flatMap((s) => s.body);
};

/** The demo's /config/ui has telemetry off; these tests switch it on in the answer. */
async function telemetryOn(page: Page) {
  await page.route('**/api/config/ui', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      json: {
        ...(await response.json()),
        appInsightsInstrumentationKey: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
      },
    });
  });
}

test("Anna's link for 200001: the welcome page, then the same link again records nothing new", async ({
  page,
  sandbox,
}) => {
  await telemetryOn(page);
  const { policyNumber } = await storedCase(sandbox, '200001');
  await page.goto(LINK);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await expect(page.getByText('Thank you for confirming your new annuity contract.')).toBeVisible();
  // The page names the contract confirmed: its product and its number (decision 424).
  await expect(page.getByText(`Annuity, Contract Number ${policyNumber}`)).toBeVisible();
  const register = page.getByRole('link', { name: 'Register for an account' });
  await expect(register).toHaveAttribute('href', /\/__external\/account\/register$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    /\/__external\/account\/login$/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  const first = await storedCase(sandbox, '200001');
  expect(first.lifeCycleStatus).toBe('Complete');
  const confirmedOn = first.deliveryConfirmations[0]?.confirmedOn;
  expect(confirmedOn).toBeTruthy();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  expect((await storedCase(sandbox, '200001')).deliveryConfirmations[0]?.confirmedOn).toBe(confirmedOn);

  // Page views name the route's pattern: the key and the e-mail address never reach telemetry.
  await leaveOnceTelemetryRuns(page);
  await expect
    .poll(async () => (await telemetry(sandbox)).some((e) => e.data.baseType === 'PageviewData'))
    .toBe(true);
  const sent = JSON.stringify(await telemetry(sandbox));
  expect(sent).toContain('/confirmdelivery/$caseId/$confirmationKey/$emailAddress');
  expect(sent).not.toContain(KEY);
  expect(sent.toLowerCase()).not.toContain(DEMO.anna);
});

test('a wrong key, a wrong e-mail, an unknown case or a case not waiting for delivery: the failure text, nothing changed', async ({
  page,
  sandbox,
}) => {
  await page.goto(`confirmdelivery/200001/DC-WRONG-KEY/${DEMO.anna}`);
  const failure = page.getByRole('alert').filter({ hasText: FAILED });
  await expect(failure).toBeVisible();
  await expect(failure.getByText(/Customer support: 1-800-555-0142/)).toBeVisible();
  // A refused link is refused again: no 'Try again', but what to do instead (decision 424).
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(failure).toContainText('so trying it again will not help. Log in to confirm your contract');
  await expect(failure.getByRole('link', { name: 'Log in to confirm' })).toHaveAttribute(
    'href',
    /\/epd\/annuityconfirmation\/200001$/,
  );
  expect(await seriousViolations(page)).toEqual([]);
  const stored = await storedCase(sandbox, '200001');
  expect(stored.lifeCycleStatus).toBe('WaitingDeliveryConfirmation');
  expect(stored.deliveryConfirmations[0]?.confirmedOn).toBeNull();

  await page.goto(`confirmdelivery/200001/${KEY}/someone.else@example.com`);
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  await page.goto(`confirmdelivery/999999/${KEY}/${DEMO.anna}`);
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  expect((await storedCase(sandbox, '200001')).lifeCycleStatus).toBe('WaitingDeliveryConfirmation');

  await putCase(sandbox, { ...stored, lifeCycleStatus: 'WaitingAcceptance' });
  await page.goto(LINK);
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  const notWaiting = await storedCase(sandbox, '200001');
  expect(notWaiting.lifeCycleStatus).toBe('WaitingAcceptance');
  expect(notWaiting.deliveryConfirmations[0]?.confirmedOn).toBeNull();
});

test('a link that failed for another reason offers Try again, which confirms once the service answers', async ({
  page,
  sandbox,
}) => {
  await setFaults(sandbox, { failCalls: ['acknowledgeDelivery'] });
  await page.goto(LINK);
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  await expect(page.getByText('so trying it again will not help')).toHaveCount(0);
  await setFaults(sandbox, { failCalls: [] });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
});

test('the unregistered link: registered, the event stored, on to the account site login page', async ({
  page,
  sandbox,
}) => {
  await telemetryOn(page);
  await page.goto(`confirmdeliveryunregistered/200001/${KEY}/${DEMO.anna}`);
  await expect(page).toHaveURL(/\/__external\/account\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  expect((await storedCase(sandbox, '200001')).deliveryConfirmations[0]?.registeredOn).toBeTruthy();
  const events = (await telemetry(sandbox)).filter((e) => e.data.baseType === 'EventData');
  expect(events.map((e) => e.data.baseData.name)).toContain('DeliveryConfirmationRegistered');
  const sent = JSON.stringify(await telemetry(sandbox));
  expect(sent).not.toContain(KEY);
  expect(sent.toLowerCase()).not.toContain(DEMO.anna);
});

test('the unregistered link with a wrong key: the failure text and a failure event', async ({
  page,
  sandbox,
}) => {
  await telemetryOn(page);
  await page.goto(`confirmdeliveryunregistered/200001/DC-WRONG-KEY/${DEMO.anna}`);
  await expect(page.getByRole('alert').filter({ hasText: FAILED })).toBeVisible();
  expect((await storedCase(sandbox, '200001')).deliveryConfirmations[0]?.registeredOn).toBeNull();
  await leaveOnceTelemetryRuns(page);
  await expect
    .poll(async () =>
      (await telemetry(sandbox)).some(
        (e) => e.data.baseData.name === 'DeliveryConfirmationRegistrationFailed',
      ),
    )
    .toBe(true);
});
