import type { Page, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import type { deliveryConfirmationMachine } from '../../machines/deliveryConfirmation.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { DEMO, seedSession } from '../e2e/support/demo.ts';
import { deliveryReplays } from './browser-replays.ts';
import { describePath, LINK } from './confirmation-paths.ts';
import { expectLoadFailure, fulfillLoadError } from './load-failures.ts';
import { ORACLE } from './oracle/index.ts';
import { expectScreenFromOracle, recordCalls, type Seen } from './oracle/screen.ts';

type Snapshot = SnapshotFrom<typeof deliveryConfirmationMachine>;
type Event = { type: string; output?: unknown };
type Call = 'case' | 'acknowledge' | 'register' | 'telemetry';

const REFUSED = { status: 403, json: { errors: { Error: 'Not valid', Code: 'Forbidden' } } };
const ADDRESS = {
  'deliveryConfirmation (signed in)': 'annuityconfirmation/200001',
  'deliveryConfirmation (link)': `confirmdelivery/200001/${LINK.confirmationKey}/${LINK.emailAddress}`,
  'deliveryConfirmation (unregistered)': `confirmdeliveryunregistered/200001/${LINK.confirmationKey}/${LINK.emailAddress}`,
} as const;
type Way = keyof typeof ADDRESS;

/** The calls of the three screens on 200001, held until the path says how each ends. */
async function holdCalls(page: Page) {
  const held: Record<Call, Route[]> = { case: [], acknowledge: [], register: [], telemetry: [] };
  await page.route('**/api/cases/200001', (route) => void held.case.push(route));
  await page.route(
    '**/api/Confirmation/200001/Acknowledge*/**',
    (route) => void held.acknowledge.push(route),
  );
  await page.route(
    '**/api/Confirmation/200001/AcknowledgeAuthenticated',
    (route) => void held.acknowledge.push(route),
  );
  await page.route(
    '**/api/Confirmation/200001/RegisterUnAuthenticated/**',
    (route) => void held.register.push(route),
  );
  let holdTelemetry = false;
  await page.route('**/api/telemetry', async (route) => {
    if (holdTelemetry) held.telemetry.push(route);
    else await route.continue();
  });
  // Telemetry on, so the registration event is really sent before the browser leaves.
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
  const next = async (call: Call) => {
    await expect.poll(() => held[call].length).toBeGreaterThan(0);
    return held[call].shift()!;
  };
  const startHoldingTelemetry = () => {
    holdTelemetry = true;
  };
  return { next, holdTelemetry: startHoldingTelemetry };
}

/**
 * The oracle's rows for the state on this way in, then what they leave to the path's data: the status
 * the signed-in case shows after confirming, and a failed load's own words.
 */
async function expectScreen(page: Page, name: Way, state: Snapshot, seen: Seen) {
  await expectScreenFromOracle(page, ORACLE[name]!, state.value, seen);
  if (state.matches('confirmed') && state.context.variant === 'signedIn') {
    // The status shown is the one after confirming, or none when it could not be read again.
    const status = page.getByRole('region', { name: 'Annuity' }).getByRole('definition').last();
    if (state.context.statusUnknown) await expect(status).not.toHaveText(/Waiting/);
    else await expect(status).toHaveText(/Complete/);
  } else if (state.matches('failed')) await expectLoadFailure(page, 'failed');
  else if (state.matches('denied')) await expectLoadFailure(page, 'denied');
}

// Per way in, tours taking every transition of its model (browser-replays.ts; each is on the screen).
for (const selection of deliveryReplays()) {
  const name = selection.name as Way;
  for (const [i, path] of selection.paths.entries()) {
    test(`${name} tour ${i + 1}: ${describePath(path)}`, async ({ page }) => {
      const made = recordCalls(page);
      const calls = await holdCalls(page);
      if (name === 'deliveryConfirmation (signed in)') await seedSession(page, DEMO.anna);
      await page.goto(ADDRESS[name]);
      for (const [at, step] of path.steps.entries()) {
        const event = step.event as Event;
        const seen = { calls: made, done: path.steps.slice(0, at + 1).map((s) => s.event) };
        await test.step(describePath({ steps: [step] }) || 'init', async () => {
          switch (event.type) {
            case 'xstate.init':
              break;
            case 'xstate.done.actor.loadContract': {
              const { case: wanted } = event.output as {
                case: { lifeCycleStatus: string; isAnnuity: boolean };
              };
              const route = await calls.next('case');
              const response = await route.fetch();
              const body = await response.json();
              const json = { ...body, lifeCycleStatus: wanted.lifeCycleStatus, isAnnuity: wanted.isAnnuity };
              await route.fulfill({ response, json });
              break;
            }
            case 'xstate.done.actor.reloadContract': {
              const route = await calls.next('case');
              const response = await route.fetch();
              const status = (event.output as { case: { lifeCycleStatus: string } }).case.lifeCycleStatus;
              await route.fulfill({
                response,
                json: { ...(await response.json()), lifeCycleStatus: status },
              });
              break;
            }
            case 'xstate.error.actor.reloadContract':
              await (await calls.next('case')).fulfill({ status: 500, body: '' });
              break;
            case 'xstate.error.actor.loadContract':
              await fulfillLoadError(await calls.next('case'), (event as { error?: unknown }).error);
              break;
            case 'delivery.retry':
              await page.getByRole('button', { name: 'Try again' }).click();
              break;
            case 'xstate.done.actor.acknowledge':
              if ((event.output as { isSuccessful: boolean }).isSuccessful)
                await (await calls.next('acknowledge')).continue();
              else await (await calls.next('acknowledge')).fulfill({ json: { isSuccessful: false } });
              break;
            case 'xstate.error.actor.acknowledge':
              await (await calls.next('acknowledge')).fulfill(REFUSED);
              break;
            case 'xstate.done.actor.register':
              if (event.output === true) {
                calls.holdTelemetry();
                await (await calls.next('register')).continue();
              } else await (await calls.next('register')).fulfill({ json: false });
              break;
            case 'xstate.error.actor.register':
              await (await calls.next('register')).fulfill(REFUSED);
              break;
            case 'xstate.done.actor.recordEvent':
              await (await calls.next('telemetry')).continue();
              break;
            case 'xstate.error.actor.recordEvent':
              // A collector that fails does not keep the customer from the account site.
              await (await calls.next('telemetry')).fulfill({ status: 500, body: '' });
              break;
            default:
              throw new Error(`No screen action for ${event.type}`);
          }
          await expectScreen(page, name, step.state, seen);
        });
      }
    });
  }
}
