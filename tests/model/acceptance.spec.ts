import type { Page, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import type { acceptanceMachine } from '../../machines/acceptance.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { DEMO, seedSession } from '../e2e/support/demo.ts';
import { acceptanceReplays } from './browser-replays.ts';
import { describePath } from './confirmation-paths.ts';
import { expectLoadFailure, fulfillLoadError } from './load-failures.ts';
import { ORACLE } from './oracle/index.ts';
import { expectScreenFromOracle, recordCalls, type Seen } from './oracle/screen.ts';

type Snapshot = SnapshotFrom<typeof acceptanceMachine>;
type Event = {
  type: string;
  name?: string;
  error?: { field?: string; message?: string };
  output?: { isSuccessful?: boolean; paymentStatus?: string; lifeCycleStatus?: string };
};
type Call = 'case' | 'payment' | 'accept';

const SERVER_ERROR = { status: 500, json: { errors: { Error: 'Boom', Code: 'ServerError' } } };
/** The insurer's refusal of a signature, as the sandbox words it (decision 220). */
const refusal = (field: string, message: string) => ({
  status: 400,
  json: { errors: { Error: message, Code: 'BadRequest', Field: field } },
});
const NAME_FIELD = 'Type your full name';
/** The states in which 'Accept Policy' is offered: there it is clicked, elsewhere Enter is pressed. */
const offersAccept = (state: Snapshot | undefined) =>
  state?.matches({ ready: 'signed' }) === true || state?.matches({ ready: 'refused' }) === true;

/** Every call of the acceptance screen on 100002 is held until the path says how it ends. */
async function holdCalls(page: Page) {
  const held: Record<Call, Route[]> = { case: [], payment: [], accept: [] };
  await page.route('**/api/cases/100002', (route) => void held.case.push(route));
  await page.route('**/api/Payments/100002', (route) => void held.payment.push(route));
  await page.route('**/api/cases/100002/accept', (route) => void held.accept.push(route));
  const next = async (call: Call) => {
    await expect.poll(() => held[call].length).toBeGreaterThan(0);
    return held[call].shift()!;
  };
  return { next };
}

/** The oracle's rows for the state; a failed load also says the replay's own words, and no toast. */
async function expectScreen(page: Page, state: Snapshot, seen: Seen) {
  await expectScreenFromOracle(page, ORACLE.acceptance!, state.value, seen);
  if (state.matches('failed')) await expectLoadFailure(page, 'failed');
  else if (state.matches('denied')) await expectLoadFailure(page, 'denied');
}

// Tours taking every transition of the acceptance model (browser-replays.ts; each is on the screen).
for (const [i, path] of acceptanceReplays().paths.entries()) {
  test(`acceptance tour ${i + 1}: ${describePath(path)}`, async ({ page }) => {
    // Up to a dozen steps, each checked against the oracle: over a minute on a loaded 2-core machine.
    test.slow();
    const made = recordCalls(page);
    const calls = await holdCalls(page);
    await seedSession(page, DEMO.olivia);
    await page.goto('acceptance/100002');
    for (const [at, step] of path.steps.entries()) {
      const event = step.event as Event;
      const seen = { calls: made, done: path.steps.slice(0, at + 1).map((s) => s.event) };
      await test.step(describePath({ steps: [step] }) || 'init', async () => {
        switch (event.type) {
          case 'xstate.init':
            break;
          case 'xstate.done.actor.loadAcceptance': {
            await (await calls.next('case')).continue();
            const payment = await calls.next('payment');
            const response = await payment.fetch();
            await payment.fulfill({
              response,
              json: { ...(await response.json()), paymentStatus: event.output?.paymentStatus },
            });
            break;
          }
          case 'xstate.error.actor.loadAcceptance':
            await fulfillLoadError(await calls.next('case'), (event as { error?: unknown }).error);
            await (await calls.next('payment')).continue();
            break;
          case 'acceptance.retry':
            await page.getByRole('button', { name: 'Try again' }).click();
            break;
          case 'acceptance.type':
            await page.getByRole('textbox', { name: NAME_FIELD }).fill(event.name ?? '');
            break;
          case 'acceptance.leave':
            await page.getByRole('textbox', { name: NAME_FIELD }).blur();
            break;
          case 'acceptance.accept':
            // A disabled button takes no click: a customer tries with Enter in the name field.
            if (offersAccept(path.steps[at - 1]?.state))
              await page.getByRole('button', { name: 'Accept Policy' }).click();
            else await page.getByRole('textbox', { name: NAME_FIELD }).press('Enter');
            break;
          case 'xstate.done.actor.acceptCase':
            if (event.output?.isSuccessful) await (await calls.next('accept')).continue();
            else await (await calls.next('accept')).fulfill({ json: { isSuccessful: false } });
            break;
          case 'xstate.error.actor.acceptCase':
            await (await calls.next('accept')).fulfill(
              event.error?.field
                ? refusal(event.error.field, event.error.message ?? 'Refused')
                : SERVER_ERROR,
            );
            break;
          case 'xstate.done.actor.verifyAcceptance': {
            const route = await calls.next('case');
            const response = await route.fetch();
            const body = await response.json();
            // The model's lost answer that was recorded after all: the case read back shows it.
            const recorded = event.output?.lifeCycleStatus === 'Complete';
            const json = recorded
              ? {
                  ...body,
                  lifeCycleStatus: 'Complete',
                  acceptances: body.acceptances.map((a: object) => ({ ...a, isComplete: true })),
                }
              : body;
            await route.fulfill({ response, json });
            break;
          }
          case 'xstate.error.actor.verifyAcceptance':
            await (await calls.next('case')).fulfill(SERVER_ERROR);
            break;
          default:
            throw new Error(`No screen action for ${event.type}`);
        }
        await expectScreen(page, step.state, seen);
      });
    }
  });
}
