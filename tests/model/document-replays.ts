import { strictEqual } from 'node:assert/strict';
import { createActor } from 'xstate';
import { agentChangeMachine } from '../../machines/agentChange.ts';
import { agentSearchMachine } from '../../machines/agentSearch.ts';
import { commentModalMachine } from '../../machines/commentModal.ts';
import { documentCardMachine } from '../../machines/documentCard.ts';
import { type DocumentReviewInput, documentReviewMachine } from '../../machines/documentReview.ts';
import type { Message } from '../../src/i18n/message.ts';
import { say } from '../../src/i18n/texts.ts';
import { AMENDMENT } from './document-paths.ts';
import { inspecting, type Path, pendingCalls, type Run, replay } from './replay.ts';

/** The review machines' paths replayed against fakes, each checking what the screen would show. */

const settledCalls = (path: Path, pattern: RegExp) =>
  path.steps.filter((s) => pattern.test(s.event.type)).length;

/** Replays one documentCard path against fakes and checks the card reports each finished submit. */
export const runCardPath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const reports: unknown[] = [];
  const machine = documentCardMachine.provide({
    actors: { submitDocument: logic as never },
    actions: { reportUpdate: ({ context }) => void reports.push(context.document.documentId) },
  });
  const actor = createActor(machine, {
    input: { caseId: '100001', document: AMENDMENT, mayAct: true },
    ...inspecting(inspect),
  });
  await replay(actor, settle, path);
  const done = settledCalls(path, /^xstate\.done\.actor\.submitDocument$/);
  strictEqual(reports.length, done, 'one report to the review per finished submit');
};

/** Replays one commentModal path and checks each finished submit shows one toast. */
export const runCommentPath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const toasts: Message[] = [];
  const machine = commentModalMachine.provide({
    actors: { submitComment: logic as never, exportMarks: logic as never },
    actions: { notify: (_, p) => void toasts.push(p.message) },
  });
  const actor = createActor(machine, { input: { caseId: '100001' }, ...inspecting(inspect) });
  await replay(actor, settle, path);
  strictEqual(
    toasts.length,
    settledCalls(path, /^xstate\.(done|error)\.actor\.submitComment$/),
    'one toast per settled submit',
  );
};

/**
 * The review as `input` reads it (the customer's, or an agent's); its effects are recorded, not run,
 * as `navigate:<place>` and `<kind>:<message>`, and `check` reads them after the path.
 */
export function reviewRunner(
  input: DocumentReviewInput = { caseId: '100001', role: 'customer' },
  check: (path: Path, effects: string[]) => void = () => {},
): Run {
  return async (path, inspect) => {
    const { logic, settle } = pendingCalls();
    const effects: string[] = [];
    const machine = documentReviewMachine.provide({
      actors: {
        loadCase: logic as never,
        loadDocuments: logic as never,
        loadPaymentInfo: logic as never,
        releaseCase: logic as never,
        bypassApproval: logic as never,
      },
      actions: {
        navigate: (_, target) => void effects.push(`navigate:${target.name}`),
        notify: (_, p) => void effects.push(`${p.kind}:${say(p.message, 'en')}`),
      },
    });
    const actor = createActor(machine, { input, ...inspecting(inspect) });
    await replay(actor, settle, path);
    check(path, effects);
  };
}

export const runAgentChangePath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const toasts: string[] = [];
  const machine = agentChangeMachine.provide({
    actors: {
      requestChange: logic as never,
      processNotTaken: logic as never,
      revertToPaper: logic as never,
      sendBgaComment: logic as never,
    },
    actions: { notify: (_, p) => void toasts.push(p.message) },
  });
  const actor = createActor(machine, { input: { caseId: '100010' }, ...inspecting(inspect) });
  await replay(actor, settle, path);
  // Every call that settled said how it went.
  strictEqual(toasts.length, settledCalls(path, /^xstate\.(done|error)\./), 'one toast per settled call');
};

export const runAgentSearchPath: Run = async (path, inspect) => {
  const { logic, settle } = pendingCalls();
  const machine = agentSearchMachine.provide({
    actors: { searchBook: logic as never, postLink: logic as never, exportBook: logic as never },
  });
  const actor = createActor(machine, { input: { criteria: null, filter: '' }, ...inspecting(inspect) });
  await replay(actor, settle, path);
};
