import type { Page, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { agentQueueMachine } from '../../machines/agentQueue.ts';
import type { QueueCounts } from '../../src/api/schemas/agent.ts';
import {
  QUEUE_FAILED,
  QUEUE_GROUPS,
  QUEUE_LOADING,
  type QueueGroup,
  queueLabel,
} from '../../src/domain/workQueue.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { signInAsAgent } from '../e2e/support/demo.ts';
import { agentQueueModel } from './agent-queue-paths.ts';
import { describePath } from './document-paths.ts';
import { coveringPaths } from './path-selection.ts';

type Snapshot = SnapshotFrom<typeof agentQueueMachine>;
type Event = { type: string; output?: QueueCounts; group?: QueueGroup };

const model = agentQueueModel();
const chosen = coveringPaths(agentQueueMachine, {}, [...model.paths, ...model.edgePaths]);

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
    answer: async (counts: QueueCounts) => (await next()).fulfill({ json: counts }),
    refuse: async () =>
      (await next()).fulfill({ status: 500, json: { errors: { Error: 'Boom', Code: 'ServerError' } } }),
  };
}

/** What the agent must see in each state, in the words of issue 21 and decision 083. */
async function expectScreen(page: Page, state: Snapshot, picked: QueueGroup | null) {
  const loading = queue(page).getByText(QUEUE_LOADING);
  const failure = queue(page).getByRole('alert').filter({ hasText: QUEUE_FAILED });
  await expect(loading).toHaveCount(state.matches('loading') ? 1 : 0);
  await expect(failure).toHaveCount(state.matches('failed') ? 1 : 0);
  await expect(queue(page).getByRole('button', { name: 'Try again' })).toHaveCount(
    state.matches('failed') ? 1 : 0,
  );
  const counts = state.context.counts;
  if (!state.matches('loaded') || !counts) {
    await expect(queue(page).getByRole('link')).toHaveCount(0);
    return;
  }
  for (const group of QUEUE_GROUPS) {
    const link = queue(page).getByRole('link', { name: queueLabel(group, counts[group]), exact: true });
    await expect(link).toBeVisible();
    if (group === picked) await expect(link).toHaveAttribute('aria-current', 'true');
  }
}

test.describe(`agentQueue paths in Chromium: ${chosen.states.reached.length}/${chosen.states.all} states, ${chosen.transitions.reached.length}/${chosen.transitions.all} transitions`, () => {
  for (const [i, path] of chosen.paths.entries()) {
    test(`agentQueue path ${i + 1}: ${describePath(path)}`, async ({ page }) => {
      const counts = await holdCounts(page);
      await signInAsAgent(page);
      let picked: QueueGroup | null = null;
      for (const step of path.steps) {
        const event = step.event as Event;
        const state = step.state as Snapshot;
        await test.step(describePath({ steps: [step] }) || 'init', async () => {
          switch (event.type) {
            case 'xstate.init':
              break;
            case 'xstate.done.actor.loadQueueCounts':
              await counts.answer(event.output!);
              break;
            case 'xstate.error.actor.loadQueueCounts':
              await counts.refuse();
              break;
            case 'xstate.done.actor.refreshQueueCounts':
              await counts.answer(event.output!);
              break;
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
            case 'queue.pick': {
              picked = event.group!;
              const label = queueLabel(picked, state.context.counts?.[picked] ?? 0);
              await queue(page).getByRole('link', { name: label, exact: true }).click();
              await expect(page).toHaveURL(/search=on/);
              break;
            }
            default:
              throw new Error(`No screen action for ${event.type}`);
          }
          await expectScreen(page, state, picked);
        });
      }
    });
  }
});
