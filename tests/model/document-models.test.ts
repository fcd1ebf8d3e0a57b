import { describe, expect, it } from 'vitest';
import {
  type AnyActorRef,
  type AnyStateMachine,
  createActor,
  fromPromise,
  type InspectionEvent,
} from 'xstate';
import { agentCasePageMachine } from '../../machines/agentCasePage.ts';
import { agentChangeMachine } from '../../machines/agentChange.ts';
import { agentSearchMachine } from '../../machines/agentSearch.ts';
import { commentModalMachine } from '../../machines/commentModal.ts';
import { documentCardMachine } from '../../machines/documentCard.ts';
import { documentReviewMachine } from '../../machines/documentReview.ts';
import type { Case } from '../../src/api/schemas/case.ts';
import { MESSAGES } from '../../src/domain/documents.ts';
import { agentCasePageModel, agentReviewModel } from './agent-case-paths.ts';
import { agentChangeModel, agentSearchModel } from './agent-paths.ts';
import { cardModel, commentModel, describePath, reviewModel } from './document-paths.ts';
import { coverageRecorder } from './machine-coverage.ts';

/** Invoked promises held open until the path says how they end. */
function pendingCalls() {
  const calls = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const logic = fromPromise<unknown, unknown>(
    ({ self }) => new Promise((resolve, reject) => calls.set(self.id, { resolve, reject })),
  );
  async function settle(type: string, event: { output?: unknown; error?: unknown }) {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    if (!match) return false;
    const call = calls.get(match[2]!);
    if (!call) throw new Error(`${match[2]} was not running`);
    calls.delete(match[2]!);
    if (match[1] === 'done') call.resolve(event.output);
    else call.reject(event.error);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    return true;
  }
  return { logic, settle };
}

async function replay(
  actor: AnyActorRef,
  settle: ReturnType<typeof pendingCalls>['settle'],
  path: { steps: { event: { type: string }; state: { value: unknown } }[] },
) {
  actor.start();
  for (const step of path.steps) {
    if (step.event.type === 'xstate.init') continue;
    if (!(await settle(step.event.type, step.event as never))) actor.send(step.event);
    expect(actor.getSnapshot().value, `after ${step.event.type}`).toEqual(step.state.value);
  }
  actor.stop();
}

type Path = { steps: { event: { type: string }; state: { value: unknown; context?: unknown } }[] };
type Inspect = (event: InspectionEvent) => void;

const card = cardModel();
const comment = commentModel();
const review = reviewModel();

/** Replays one documentCard path against fakes and checks the card reports each finished submit. */
async function runCardPath(path: Path, inspect?: Inspect) {
  const { logic, settle } = pendingCalls();
  const reports: unknown[] = [];
  const machine = documentCardMachine.provide({
    actors: { submitDocument: logic as never },
    actions: { reportUpdate: ({ context }) => void reports.push(context.document.documentId) },
  });
  const actor = createActor(machine, {
    input: { caseId: '100001', document: card.paths[0]!.state.context.document, mayAct: true },
    ...(inspect ? { inspect } : {}),
  });
  await replay(actor, settle, path);
  const reportsExpected = path.steps.filter(
    (s) => s.event.type === 'xstate.done.actor.submitDocument',
  ).length;
  expect(reports).toHaveLength(reportsExpected);
}

/** Replays one commentModal path and checks each finished submit shows one toast. */
async function runCommentPath(path: Path, inspect?: Inspect) {
  const { logic, settle } = pendingCalls();
  const toasts: string[] = [];
  const machine = commentModalMachine.provide({
    actors: { submitComment: logic as never },
    actions: { notify: (_, p) => void toasts.push(p.message) },
  });
  const actor = createActor(machine, { input: { caseId: '100001' }, ...(inspect ? { inspect } : {}) });
  await replay(actor, settle, path);
  const submitted = path.steps.filter((s) => /^xstate\.(done|error)\./.test(s.event.type)).length;
  expect(toasts).toHaveLength(submitted);
}

async function runReviewPath(path: Path, inspect?: Inspect) {
  const { logic, settle } = pendingCalls();
  const effects: string[] = [];
  const machine = documentReviewMachine.provide({
    actors: {
      loadCase: logic as never,
      loadDocuments: logic as never,
      loadPaymentInfo: logic as never,
    },
    actions: {
      navigate: (_, target) => void effects.push('name' in target ? target.name : target.href),
      notify: (_, p) => void effects.push(p.message),
    },
  });
  const actor = createActor(machine, {
    input: { caseId: '100001', role: 'customer' },
    ...(inspect ? { inspect } : {}),
  });
  await replay(actor, settle, path);
}

/** Replays one path of the agent's review and checks its toasts and where it goes. */
async function runAgentReviewPath(path: Path, inspect?: Inspect) {
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
      navigate: (_, target) => void effects.push(`navigate:${'name' in target ? target.name : target.href}`),
      notify: (_, p) => void effects.push(`${p.kind}:${p.message}`),
    },
  });
  const actor = createActor(machine, {
    input: { caseId: '100011', role: 'agent' },
    ...(inspect ? { inspect } : {}),
  });
  await replay(actor, settle, path);
  const types = path.steps.map((s) => s.event.type);
  const last = types.at(-1) ?? '';
  // Every release or bypass ends on the agent confirmation, reloaded or not; a case past the
  // agent's step goes there at once.
  if (/^xstate\.(done|error)\.actor\.reloadAfterRelease$/.test(last))
    expect(effects.at(-1)).toBe('navigate:AgentConfirmation');
  // A refused release says the server's reason (SPEC §8); a release before every document is
  // reviewed says what is missing and calls nothing.
  if (last === 'xstate.error.actor.releaseCase')
    expect(effects.at(-1)).toBe('error:Only the next assigned approver can release this case.');
  if (last === 'xstate.error.actor.bypassApproval') expect(effects.at(-1)).toMatch(/^error:/);
  const end = path.steps.at(-1)?.state as { value: unknown; context?: { case?: Case | null } } | undefined;
  if (last === 'review.release' && !end?.context?.case?.documents.every((d) => d.isReviewComplete))
    expect(effects.at(-1)).toBe(`error:${MESSAGES.notAllReviewedAgent}`);
  if (last === 'xstate.done.actor.loadCase' && path.steps.at(-1)?.state.value === 'redirected')
    expect(effects).toEqual(['navigate:AgentConfirmation']);
}

/** Replays one path of the agent confirmation's page and checks what Back does. */
async function runAgentCasePagePath(path: Path, inspect?: Inspect) {
  const { logic, settle } = pendingCalls();
  const effects: string[] = [];
  const machine = agentCasePageMachine.provide({
    actors: { loadCase: logic as never, loadSignedPolicy: logic as never },
    actions: {
      navigate: (_, target) => void effects.push(`navigate:${'name' in target ? target.name : target.href}`),
      closeWindow: () => void effects.push('close'),
    },
  });
  const actor = createActor(machine, {
    input: { caseId: '100011', withSignedPolicy: true },
    ...(inspect ? { inspect } : {}),
  });
  await replay(actor, settle, path);
  const backs = path.steps.flatMap((s) =>
    s.event.type === 'page.back'
      ? [(s.event as { popup?: boolean }).popup ? 'close' : 'navigate:AgentHome']
      : [],
  );
  expect(effects).toEqual(backs);
}

async function runAgentChangePath(path: Path, inspect?: Inspect) {
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
  const actor = createActor(machine, { input: { caseId: '100010' }, ...(inspect ? { inspect } : {}) });
  await replay(actor, settle, path);
  // Every call that settled said how it went.
  const settled = path.steps.filter((s) => /^xstate\.(done|error)\./.test(s.event.type)).length;
  expect(toasts).toHaveLength(settled);
}

async function runAgentSearchPath(path: Path, inspect?: Inspect) {
  const { logic, settle } = pendingCalls();
  const machine = agentSearchMachine.provide({
    actors: { searchBook: logic as never, postLink: logic as never },
  });
  const actor = createActor(machine, {
    input: { criteria: null, filter: '' },
    ...(inspect ? { inspect } : {}),
  });
  await replay(actor, settle, path);
}

const models = [
  { model: card, machine: documentCardMachine, run: runCardPath },
  { model: comment, machine: commentModalMachine, run: runCommentPath },
  { model: review, machine: documentReviewMachine, run: runReviewPath },
  { model: agentChangeModel(), machine: agentChangeMachine, run: runAgentChangePath },
  { model: agentSearchModel(), machine: agentSearchMachine, run: runAgentSearchPath },
  { model: agentReviewModel(), machine: documentReviewMachine, run: runAgentReviewPath },
  { model: agentCasePageModel(), machine: agentCasePageMachine, run: runAgentCasePagePath },
] as {
  model: { name: string; edgePaths: Path[]; gaps: Record<string, string> };
  machine: AnyStateMachine;
  run: typeof runCardPath;
}[];

for (const { model, machine, run } of models) {
  const { totals } = coverageRecorder(machine);
  describe(`generated paths: ${model.name} (${totals.states} states, ${totals.transitions} transitions)`, () => {
    it.each(model.edgePaths.map((p) => [describePath(p), p] as const))('%s', async (_, path) => run(path));
  });
}

describe('the generated paths cover each machine', () => {
  it.each(models.map((m) => [m.model.name, m] as const))(
    '%s: every state node, and every declared transition but the listed gaps',
    async (name, { model, machine, run }) => {
      const recorder = coverageRecorder(machine);
      for (const path of model.edgePaths) await run(path, recorder.inspect);
      const { states, transitions } = recorder.coverage();
      console.info(
        `${name}: ${states.reached.length}/${states.all.length} states, ${transitions.reached.length}/${transitions.all.length} transitions, ${model.edgePaths.length} paths replayed`,
      );
      // A state may be missing only when it is the target of a listed gap.
      const gapTargets = Object.keys(model.gaps).map((key) => key.split('--> ')[1]);
      expect(
        states.missing.filter((id) => !gapTargets.includes(id)),
        'state nodes no path enters',
      ).toEqual([]);
      expect(transitions.missing, 'transitions no path takes (other than the listed gaps)').toEqual(
        Object.keys(model.gaps),
      );
    },
  );
});
