import type { Page } from '@playwright/test';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { SESSION_RECORDING_SCRIPT } from '../../src/telemetry/sessionRecording.ts';
import { expect, test } from './fixtures.ts';
import { DEMO, loginAsCustomer, signInAs } from './support/demo.ts';
import { leaveOnceTelemetryRuns } from './support/telemetry.ts';

interface Stored {
  body: { iKey: string; tags: Record<string, string>; data: { baseType: string } }[];
}

const storedTelemetry = async (sandbox: RunningSandbox): Promise<Stored[]> =>
  (await fetch(`${sandbox.url}/__sandbox/telemetry`)).json() as Promise<Stored[]>;

/** The sandbox answers /config/ui with everything off; these tests switch parts on in the answer. */
async function uiConfigWith(page: Page, patch: Record<string, unknown>) {
  await page.route('**/api/config/ui', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), ...patch } });
  });
}

test('with an instrumentation key, events are batched to the collection endpoint as epd-v2-ui', async ({
  page,
  sandbox,
}) => {
  await uiConfigWith(page, { appInsightsInstrumentationKey: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0' });
  await loginAsCustomer(page, DEMO.ian);
  await page.getByRole('link', { name: /L1000005/ }).click();
  await expect(page).toHaveURL(/doc-review/);
  // Leaving the page flushes the batch without waiting for the 15 s interval.
  await leaveOnceTelemetryRuns(page);
  await expect.poll(async () => (await storedTelemetry(sandbox)).length).toBeGreaterThan(0);
  const envelopes = (await storedTelemetry(sandbox)).flatMap((s) => s.body);
  expect(envelopes.length).toBeGreaterThan(0);
  for (const envelope of envelopes) {
    expect(envelope.iKey).toBe('0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0');
    expect(envelope.tags['ai.cloud.role']).toBe('epd-v2-ui');
  }
  expect(envelopes.some((e) => e.data.baseType === 'PageviewData')).toBe(true);
  expect(JSON.stringify(envelopes)).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
});

test('without an instrumentation key nothing is sent and no recording script loads', async ({
  page,
  sandbox,
}) => {
  const recordingRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(SESSION_RECORDING_SCRIPT)) recordingRequests.push(r.url());
  });
  await signInAs(page, DEMO.ian);
  await page.goto('configs');
  await expect(page.getByRole('table')).toBeVisible();
  await page.goto('about:blank');
  expect(await storedTelemetry(sandbox)).toEqual([]);
  expect(recordingRequests).toEqual([]);
});

test('with an organisation id the session-recording script is loaded, after the first screen', async ({
  page,
}) => {
  await uiConfigWith(page, { sessionRecordingOrgId: 'ORG-123' });
  const script = page.waitForRequest((r) => r.url() === SESSION_RECORDING_SCRIPT);
  await page.route(SESSION_RECORDING_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__recordingLoaded = window._fs_org;' }),
  );
  await page.goto('login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await script;
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __recordingLoaded?: string }).__recordingLoaded))
    .toBe('ORG-123');
});
