import type { Locator, Page, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import type { documentCardMachine } from '../../machines/documentCard.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { card, choose, expectOpen, openCard, openReview, press } from '../e2e/support/document-review.ts';
import { documentCardReplays } from './browser-replays.ts';
import { describePath } from './document-paths.ts';
import { ORACLE } from './oracle/index.ts';
import { expectScreenFromOracle, recordCalls, type Seen } from './oracle/screen.ts';

type CardSnapshot = SnapshotFrom<typeof documentCardMachine>;
type CardEvent = { type: string; choice?: string; text?: string };

/** The oracle's rows for the card's state, read on the open card, and the failure the replay sent. */
async function expectCardShows(page: Page, amendment: Locator, state: CardSnapshot, seen: Seen) {
  if (!state.matches('processing')) await openCard(page, 'Amendment');
  await expectScreenFromOracle(page, ORACLE.documentCard!, state.value, { ...seen, within: amendment });
  // The replay's own refusal text (not SPEC's words), kept on the card until the next submit.
  await expect(amendment.getByText('Server said no')).toHaveCount(state.context.failure ? 1 : 0);
}

// Tours taking every transition of the card model (browser-replays.ts; each is on the screen).
for (const [i, path] of documentCardReplays().paths.entries()) {
  test(`documentCard tour ${i + 1}: ${describePath(path)}`, async ({ page }) => {
    // A dozen steps, each checked against the oracle: more than a minute on a loaded 2-core machine.
    test.slow();
    // Each accept call is held until the path says how it ends: passed on to the sandbox, or failed.
    const held: Route[] = [];
    await page.route('**/api/Documents/*/accept/100001', (route) => void held.push(route));
    const calls = recordCalls(page);
    await openReview(page, '100001');
    const amendment = card(page, 'Amendment');
    for (const [at, step] of path.steps.entries()) {
      const event = step.event as CardEvent;
      const seen = { calls, done: path.steps.slice(0, at + 1).map((s) => s.event) };
      if (event.type === 'xstate.init') {
        await expectCardShows(page, amendment, step.state, seen);
        continue;
      }
      await test.step(event.type, async () => {
        switch (event.type) {
          case 'document.choose':
            await choose(
              (await openCard(page, 'Amendment')).getByLabel(
                event.choice === 'Accepted' ? 'Yes, I accept' : 'No, I decline',
              ),
            );
            break;
          case 'document.comments':
            await (await openCard(page, 'Amendment')).getByLabel('Comments').fill(event.text ?? '');
            break;
          case 'document.submit':
            await press((await openCard(page, 'Amendment')).getByRole('button', { name: 'Submit' }));
            break;
          case 'xstate.done.actor.submitDocument':
            await expect.poll(() => held.length).toBe(1);
            await held.shift()!.continue();
            // SPEC §4 'Go next returns the next document': it opens by itself; wait, or a toggle races it.
            await expectOpen(page, 'Statement of Health');
            break;
          case 'xstate.error.actor.submitDocument':
            await expect.poll(() => held.length).toBe(1);
            await held
              .shift()!
              .fulfill({ status: 500, json: { errors: { Error: 'Server said no', Code: 'ServerError' } } });
            break;
          default:
            throw new Error(`No screen action for ${event.type}`);
        }
        await expectCardShows(page, amendment, step.state, seen);
      });
    }
  });
}
