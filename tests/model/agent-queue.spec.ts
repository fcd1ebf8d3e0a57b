import type { Page, Route } from '@playwright/test';
import { expect, test } from '../e2e/fixtures.ts';
import { signInAsAgent } from '../e2e/support/demo.ts';
import { agentQueueReplays } from './browser-replays.ts';
import { describePath } from './document-paths.ts';
import { ORACLE } from './oracle/index.ts';
import { expectScreenFromOracle, recordCalls } from './oracle/screen.ts';

type Event = { type: string; output?: unknown; group?: string };

const queue = (page: Page) => page.getByRole('region', { name: 'Work queue' });

/** The counts call held until the path says how it ends. */
async function holdCounts(page: Page) {
  const held: Route[] = [];
  await page.route('**/api/Agents/BookOfBusiness/QueueCounts', (route) => void held.push(route));
  const next = async () => {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    return held.shift()!;
  };
  return {
    answer: async (counts: unknown) => (await next()).fulfill({ json: counts }),
    refuse: async () =>
      (await next()).fulfill({ status: 500, json: { errors: { Error: 'Boom', Code: 'ServerError' } } }),
  };
}

// The selection of browser-replays.ts (held to the model by browser-replays.test.ts); each state is
// checked against the oracle written from the agent-workspace review and decision 083 (tests/model/oracle/tables/agent-queue.ts).
for (const [i, path] of agentQueueReplays().paths.entries()) {
  test(`agentQueue path ${i + 1}: ${describePath(path)}`, async ({ page }) => {
    // Each step checked against the oracle: over a minute on a loaded 2-core machine.
    test.slow();
    const calls = recordCalls(page);
    const counts = await holdCounts(page);
    await signInAsAgent(page);
    for (const [at, step] of path.steps.entries()) {
      const event = step.event as Event;
      const seen = { within: queue(page), calls, done: path.steps.slice(0, at + 1).map((s) => s.event) };
      await test.step(describePath({ steps: [step] }) || 'init', async () => {
        switch (event.type) {
          case 'xstate.init':
            break;
          case 'xstate.done.actor.loadQueueCounts':
          case 'xstate.done.actor.refreshQueueCounts':
            await counts.answer(event.output);
            break;
          case 'xstate.error.actor.loadQueueCounts':
          case 'xstate.error.actor.refreshQueueCounts':
            await counts.refuse();
            break;
          // The agent comes back to the tab (a pick's search recounts too; the machine takes one).
          case 'queue.refresh':
            await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
            break;
          case 'queue.retry':
            await queue(page).getByRole('button', { name: 'Try again' }).click();
            break;
          // The group's link found by its place in the queue, not by its words (the oracle checks those).
          case 'queue.pick':
            await queue(page).locator(`.work-queue__group--${event.group}`).click();
            break;
          default:
            throw new Error(`No screen action for ${event.type}`);
        }
        await expectScreenFromOracle(page, ORACLE.agentQueue!, step.state.value, seen);
      });
    }
  });
}
