import type { Page, Route } from '@playwright/test';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { DEMO, seedAgentSession } from '../e2e/support/demo.ts';
import { press, REVIEW_HEADING } from '../e2e/support/document-review.ts';
import { agentChangeReplays } from './browser-replays.ts';
import { ORACLE } from './oracle/index.ts';
import { expectScreenFromOracle, recordCalls } from './oracle/screen.ts';

type Event = { type: string; option?: string; text?: string };
type Call = 'requestChange' | 'processNotTaken' | 'revertToPaper' | 'sendBgaComment';

/**
 * Bea Bga on 100011, a life case waiting for her approval: she is offered 'Changes needed' with all
 * three options and 'Send a comment to the agent', so one screen sends every event of the model.
 */
const CASE_ID = '100011';

/** The call each busy state holds, by the address the portal posts it to. */
const CALLS: Record<Call, string> = {
  requestChange: `**/api/Change/${CASE_ID}/CreateAgentChangeRequest`,
  processNotTaken: `**/api/Change/${CASE_ID}/CreateNotTakenRequest`,
  revertToPaper: `**/api/Change/${CASE_ID}/RevertToPaperRequest`,
  sendBgaComment: `**/api/Comment/${CASE_ID}/CreateBgaComment`,
};

/** What the sandbox holds once a call went through (a comment to the agent moves nothing). */
const STATUS_AFTER: Record<Call, string> = {
  requestChange: 'BgaChangeRequested',
  processNotTaken: 'Canceled',
  revertToPaper: 'RevertedToPaper',
  sendBgaComment: 'WaitingApproval',
};

/** The case as the sandbox holds it: its status and the texts of its comments. */
async function stored(sandbox: RunningSandbox) {
  const found = (await (await fetch(`${sandbox.url}/__sandbox/cases/${CASE_ID}`)).json()) as {
    lifeCycleStatus: string;
    comments: { textDetails: string }[];
  };
  return { status: found.lifeCycleStatus, texts: found.comments.map((c) => c.textDetails) };
}

/** Every call is held until the path says how it ends. */
async function holdCalls(page: Page) {
  const held: { call: Call; route: Route }[] = [];
  for (const [call, pattern] of Object.entries(CALLS) as [Call, string][])
    await page.route(pattern, (route) => void held.push({ call, route }));
  return async (call: Call) => {
    await expect.poll(() => held.map((h) => h.call)).toEqual([call]);
    return held.shift()!.route;
  };
}

const stepName = (event: Event) =>
  event.type.replace('xstate.', '') + (event.option ? `(${event.option})` : '');

// The selection of browser-replays.ts (held to the model by browser-replays.test.ts); each state is
// checked against the oracle written from SPEC (tests/model/oracle/tables/agent-change.ts).
for (const [i, path] of agentChangeReplays().paths.entries()) {
  const name = path.steps.slice(1).map((s) => stepName(s.event as Event));
  test(`agentChange path ${i + 1}: ${name.join(' → ')}`, async ({ page, sandbox }) => {
    // Each step checked against the oracle: over a minute on a loaded 2-core machine.
    test.slow();
    const calls = recordCalls(page);
    const next = await holdCalls(page);
    const before = await stored(sandbox);
    await seedAgentSession(page, DEMO.bga);
    await page.goto(`doc-review/${CASE_ID}`);
    // The review loads the case and its documents first: on a loaded 2-core machine over 10 s at times.
    await expect(page.getByRole('heading', { level: 1, name: REVIEW_HEADING })).toBeVisible({
      timeout: 30_000,
    });
    const dialog = page.getByRole('dialog');
    for (const [at, step] of path.steps.entries()) {
      const event = step.event as Event;
      const done = path.steps.slice(0, at + 1).map((s) => s.event as Event);
      await test.step(stepName(event), async () => {
        const call = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
        switch (event.type) {
          case 'xstate.init':
            break;
          case 'agentChange.open':
            await press(page.getByRole('button', { name: 'Changes needed' }));
            break;
          case 'bgaComment.open':
            await press(page.getByRole('button', { name: 'Send a comment to the agent' }));
            break;
          // The option by its value, not its words (the oracle checks those).
          case 'agentChange.choose':
            await dialog.locator(`input[type="radio"][value="${event.option}"]`).check();
            break;
          case 'agentChange.edit':
            await dialog.getByRole('textbox').fill(event.text ?? '');
            break;
          // In the modal dialog (the top layer) no document frame can take the click.
          case 'agentChange.submit':
            await dialog.locator('button[type="submit"]').click();
            break;
          case 'agentChange.confirm':
            await dialog.getByRole('button', { name: 'Yes', exact: true }).click();
            break;
          case 'agentChange.back':
            await dialog.getByRole('button', { name: 'No', exact: true }).click();
            break;
          case 'agentChange.close':
            // The confirmation has no Close button: Escape is how it is dismissed there.
            if (await dialog.getByRole('button', { name: 'Close' }).count())
              await dialog.getByRole('button', { name: 'Close' }).click();
            else await page.keyboard.press('Escape');
            break;
          default: {
            if (!call) throw new Error(`No screen action for ${event.type}`);
            const [, outcome, actor] = call as unknown as [string, 'done' | 'error', Call];
            const route = await next(actor);
            if (outcome === 'done') {
              // The sandbox itself answers and changes the case.
              await route.continue();
              await expect.poll(async () => (await stored(sandbox)).status).toBe(STATUS_AFTER[actor]);
              // The change and the comment carry the text typed (the path's own); the others their own.
              const typed = String(done.findLast((e) => e.type === 'agentChange.edit')?.text ?? '').trim();
              if (actor === 'requestChange' || actor === 'sendBgaComment')
                expect((await stored(sandbox)).texts).toContain(typed);
            } else {
              await route.fulfill({
                status: 500,
                json: { errors: { Error: 'Boom', Code: 'ServerError' } },
              });
              // The oracle's story asks for SPEC §8's toast; the case must be as it was.
              expect(await stored(sandbox)).toEqual(before);
            }
          }
        }
        await expectScreenFromOracle(page, ORACLE.agentChange!, step.state.value, { calls, done });
      });
    }
  });
}
