import type { Page, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import type { commentModalMachine } from '../../machines/commentModal.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { openReview, press } from '../e2e/support/document-review.ts';
import { commentModalReplays } from './browser-replays.ts';
import { describePath } from './document-paths.ts';
import { ORACLE } from './oracle/index.ts';
import { expectScreenFromOracle, recordCalls, type Seen } from './oracle/screen.ts';

type ModalSnapshot = SnapshotFrom<typeof commentModalMachine>;
type ModalEvent = { type: string; kind?: 'question' | 'change'; text?: string };

const TITLE = { question: 'Email your questions', change: 'Changes needed' } as const;
const LABEL = { question: 'Your question', change: 'The change you need' } as const;

/** The oracle's rows for the modal's state, then the text typed so far, which is the path's own. */
async function expectModalShows(page: Page, state: ModalSnapshot, seen: Seen) {
  await expectScreenFromOracle(page, ORACLE.commentModal!, state.value, seen);
  if (state.matches('open'))
    await expect(page.getByRole('dialog').getByLabel(LABEL[state.context.kind])).toHaveValue(
      state.context.text,
    );
}

// Tours taking every transition of the modal's model (browser-replays.ts; each is on the screen).
for (const [i, path] of commentModalReplays().paths.entries()) {
  test(`commentModal tour ${i + 1}: ${describePath(path)}`, async ({ page }) => {
    // Calls are held until the path ends them. A question passes on to the sandbox; a change is
    // answered here, because the sandbox would move the case to ChangeRequested and end the path.
    const held: { route: Route; kind: 'question' | 'change' }[] = [];
    await page.route(
      '**/api/Change/100001/CreateComment',
      (route) => void held.push({ route, kind: 'question' }),
    );
    await page.route(
      '**/api/Change/100001/CreateChangeRequest',
      (route) => void held.push({ route, kind: 'change' }),
    );
    const calls = recordCalls(page);
    await openReview(page, '100001');
    for (const [at, step] of path.steps.entries()) {
      const event = step.event as ModalEvent;
      const seen = { calls, done: path.steps.slice(0, at + 1).map((s) => s.event) };
      if (event.type === 'xstate.init') {
        await expectModalShows(page, step.state, seen);
        continue;
      }
      await test.step(describePath({ steps: [step] }), async () => {
        const dialog = page.getByRole('dialog');
        switch (event.type) {
          case 'comment.open':
            await press(page.getByRole('button', { name: TITLE[event.kind!] }));
            break;
          case 'comment.edit':
            await dialog.getByRole('textbox').fill(event.text ?? '');
            break;
          case 'comment.submit':
            await press(dialog.getByRole('button', { name: 'Send' }));
            break;
          case 'comment.close':
            await press(dialog.getByRole('button', { name: 'Close' }));
            break;
          case 'xstate.done.actor.submitComment': {
            await expect.poll(() => held.length).toBe(1);
            const { route, kind } = held.shift()!;
            if (kind === 'question') await route.continue();
            else await route.fulfill({ json: { isSuccessful: true } });
            await expect(
              page.getByText(
                kind === 'question'
                  ? 'Question successfully submitted'
                  : 'Change Request successfully submitted',
              ),
            ).toBeVisible();
            break;
          }
          case 'xstate.error.actor.submitComment':
            await expect.poll(() => held.length).toBe(1);
            await held
              .shift()!
              .route.fulfill({ status: 500, json: { errors: { Error: 'Boom', Code: 'ServerError' } } });
            await expect(page.getByText('Request Could not be completed')).toBeVisible();
            break;
          default:
            throw new Error(`No screen action for ${event.type}`);
        }
        await expectModalShows(page, step.state, seen);
      });
    }
  });
}
