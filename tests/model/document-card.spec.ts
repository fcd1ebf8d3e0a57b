import type { Locator, Page, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import type { documentCardMachine } from '../../machines/documentCard.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { card, choose, openCard, openReview, press } from '../e2e/support/document-review.ts';
import { documentCardReplays } from './browser-replays.ts';
import { describePath } from './document-paths.ts';

type CardSnapshot = SnapshotFrom<typeof documentCardMachine>;
type CardEvent = { type: string; choice?: string; text?: string };

const VALIDATION = ['Please make a selection to continue.', 'Please provide your comments'];

/** The screen a card state should show: its icon, its message, the customer's choice. */
async function expectCardShows(page: Page, amendment: Locator, state: CardSnapshot) {
  if (state.matches('processing')) {
    await expect(amendment.getByRole('img', { name: 'Processing' })).toBeVisible();
    return;
  }
  const icon = state.matches({ idle: 'reviewed' }) ? 'Reviewed' : 'Review required';
  await expect(amendment.getByRole('img', { name: icon })).toBeVisible();
  await openCard(page, 'Amendment');
  for (const message of VALIDATION) {
    await expect(amendment.getByText(message)).toHaveCount(state.context.error === message ? 1 : 0);
  }
  await expect(amendment.getByText('Server said no')).toHaveCount(state.context.failure ? 1 : 0);
  if (state.context.draft.choice === 'Accepted')
    await expect(amendment.getByLabel('Yes, I accept')).toBeChecked();
  if (state.context.draft.choice === 'Declined')
    await expect(amendment.getByLabel('No, I decline')).toBeChecked();
}

// Tours taking every transition of the card model (browser-replays.ts; each is on the screen).
for (const [i, path] of documentCardReplays().paths.entries()) {
  test(`documentCard tour ${i + 1}: ${describePath(path)}`, async ({ page }) => {
    // Each accept call is held until the path says how it ends: passed on to the sandbox, or failed.
    const held: Route[] = [];
    await page.route('**/api/Documents/*/accept/100001', (route) => void held.push(route));
    await openReview(page, '100001');
    const amendment = card(page, 'Amendment');
    for (const step of path.steps) {
      const event = step.event as CardEvent;
      if (event.type === 'xstate.init') {
        await expectCardShows(page, amendment, step.state);
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
        await expectCardShows(page, amendment, step.state);
      });
    }
  });
}
