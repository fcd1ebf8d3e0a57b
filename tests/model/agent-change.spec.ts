import type { Page, Route } from '@playwright/test';
import type { SnapshotFrom } from 'xstate';
import { agentChangeMachine } from '../../machines/agentChange.ts';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { AGENT_CHANGE_OPTIONS, AGENT_MESSAGES, type AgentChangeOption } from '../../src/domain/agentCase.ts';
import { expect, test } from '../e2e/fixtures.ts';
import { DEMO, seedAgentSession } from '../e2e/support/demo.ts';
import { press, REVIEW_HEADING } from '../e2e/support/document-review.ts';
import { agentChangeModel } from './agent-paths.ts';
import { describePath, maximalPaths } from './document-paths.ts';
import { coveringPaths } from './path-selection.ts';

type Snapshot = SnapshotFrom<typeof agentChangeMachine>;
type Event = { type: string; option?: AgentChangeOption; text?: string };
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

const SUCCESS: Record<Call, string> = {
  requestChange: AGENT_MESSAGES.changeSubmitted,
  processNotTaken: AGENT_MESSAGES.changeSubmitted,
  revertToPaper: AGENT_MESSAGES.changeSubmitted,
  sendBgaComment: AGENT_MESSAGES.bgaCommentSent,
};

/**
 * Events the modal can send: a text only where its box shows (the change option, the comment), and a
 * choice only of an option not already checked (checking a checked radio sends nothing).
 */
function onScreen(previous: Snapshot, event: Event) {
  if (event.type === 'agentChange.edit')
    return previous.matches('commenting') || previous.context.option === 'change';
  if (event.type === 'agentChange.choose') return event.option !== previous.context.option;
  return true;
}

const model = agentChangeModel((state, event) => onScreen(state, event as Event));
// A call that went through changed the case in the sandbox: nothing is replayed after it.
const drivable = model.edgePaths.filter((path) =>
  path.steps.every((step, i) => !step.event.type.startsWith('xstate.done.') || i === path.steps.length - 1),
);
const chosen = coveringPaths(agentChangeMachine, { caseId: CASE_ID }, drivable);
// Each replay checks the screen after every step, so the paths others extend add nothing.
const replayed = maximalPaths(chosen.paths);

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

const CONFIRM = {
  notTaken: AGENT_MESSAGES.confirmNotTaken,
  revertToPaper: AGENT_MESSAGES.confirmRevertToPaper,
} as const;

/** The modal as the machine's state says it is. */
async function expectScreen(page: Page, state: Snapshot) {
  const dialog = page.getByRole('dialog');
  const { option, text, error, offerRevert } = state.context;
  if (state.matches('hidden')) {
    await expect(dialog).toBeHidden();
    return;
  }
  if (
    state.matches('confirming') ||
    state.matches('processingNotTaken') ||
    state.matches('revertingToPaper')
  ) {
    await expect(
      dialog.getByRole('heading', { name: CONFIRM[option as keyof typeof CONFIRM], exact: true }),
    ).toBeVisible();
    const busy = !state.matches('confirming');
    await expect(
      dialog.getByRole('button', { name: busy ? 'Submitting…' : 'Yes', exact: true }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'No', exact: true })).toBeEnabled({ enabled: !busy });
    return;
  }
  const commenting = state.matches('commenting') || state.matches('sendingComment');
  await expect(
    dialog.getByRole('heading', { name: commenting ? 'Send a comment to the agent' : 'Changes needed' }),
  ).toBeVisible();
  const busy = state.hasTag('busy');
  const send = commenting ? { idle: 'Send', busy: 'Sending…' } : { idle: 'Submit', busy: 'Submitting…' };
  const button = dialog.getByRole('button', { name: busy ? send.busy : send.idle, exact: true });
  await expect(button).toBeVisible();
  await expect(button).toBeEnabled({ enabled: !busy });
  if (error) await expect(dialog.getByRole('alert')).toHaveText(error);
  else await expect(dialog.getByRole('alert')).toHaveCount(0);
  const box = dialog.getByRole('textbox');
  if (commenting) {
    await expect(box).toHaveValue(text);
    return;
  }
  for (const [o, label] of Object.entries(AGENT_CHANGE_OPTIONS) as [AgentChangeOption, string][]) {
    const radio = dialog.getByLabel(label);
    if (o === 'revertToPaper' && !offerRevert) await expect(radio).toHaveCount(0);
    else await expect(radio).toBeChecked({ checked: option === o });
  }
  if (option === 'change') await expect(box).toHaveValue(text);
  else await expect(box).toHaveCount(0);
}

const stepName = (event: Event) =>
  event.type.replace('xstate.', '') + (event.option ? `(${event.option})` : '');

test.describe(`agentChange paths in Chromium: ${chosen.states.reached.length}/${chosen.states.all} states, ${chosen.transitions.reached.length}/${chosen.transitions.all} transitions`, () => {
  for (const [i, path] of replayed.entries()) {
    const name = path.steps.slice(1).map((s) => stepName(s.event as Event));
    test(`agentChange path ${i + 1}: ${name.join(' → ')}`, async ({ page, sandbox }) => {
      const next = await holdCalls(page);
      const before = await stored(sandbox);
      await seedAgentSession(page, DEMO.bga);
      await page.goto(`doc-review/${CASE_ID}`);
      await expect(page.getByRole('heading', { level: 1, name: REVIEW_HEADING })).toBeVisible();
      const dialog = page.getByRole('dialog');
      for (const step of path.steps) {
        const event = step.event as Event;
        const state = step.state as Snapshot;
        await test.step(describePath({ steps: [step] }) || 'init', async () => {
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
            case 'agentChange.choose':
              await dialog.getByLabel(AGENT_CHANGE_OPTIONS[event.option!]).check();
              break;
            case 'agentChange.edit':
              await dialog.getByRole('textbox').fill(event.text ?? '');
              break;
            // In the modal dialog (the top layer) no document frame can take the click.
            case 'agentChange.submit':
              await dialog.getByRole('button', { name: /^(Submit|Send)$/ }).click();
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
                await expect(page.getByText(SUCCESS[actor], { exact: true })).toBeVisible();
                const after = await stored(sandbox);
                expect(after.status).toBe(STATUS_AFTER[actor]);
                // The change and the comment carry the text typed; Not Taken and Revert to Paper their own.
                if (actor === 'requestChange' || actor === 'sendBgaComment')
                  expect(after.texts).toContain(state.context.text.trim());
              } else {
                await route.fulfill({
                  status: 500,
                  json: { errors: { Error: 'Boom', Code: 'ServerError' } },
                });
                await expect(page.getByText(AGENT_MESSAGES.requestFailed, { exact: true })).toBeVisible();
                await expect(page.getByText(SUCCESS[actor], { exact: true })).toHaveCount(0);
                expect(await stored(sandbox)).toEqual(before);
              }
            }
          }
          await expectScreen(page, state);
        });
      }
    });
  }
});
