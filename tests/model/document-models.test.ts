import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import { commentModalMachine } from '../../machines/commentModal.ts';
import { documentCardMachine } from '../../machines/documentCard.ts';
import { documentReviewMachine } from '../../machines/documentReview.ts';
import { cardModel, commentModel, describePath, reviewModel } from './document-paths.ts';

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

const card = cardModel();
const comment = commentModel();
const review = reviewModel();

describe(`generated paths: documentCard (${card.states} states, ${card.transitions} transitions)`, () => {
  it.each(card.edgePaths.map((p) => [describePath(p), p] as const))('%s', async (_, path) => {
    const { logic, settle } = pendingCalls();
    const reports: unknown[] = [];
    const machine = documentCardMachine.provide({
      actors: { submitDocument: logic as never },
      actions: { reportUpdate: ({ context }) => void reports.push(context.document.documentId) },
    });
    const actor = createActor(machine, {
      input: { caseId: '100001', document: card.paths[0]!.state.context.document, mayAct: true },
    });
    await replay(actor, settle, path);
    const reportsExpected = path.steps.filter(
      (s) => (s.event.type as string) === 'xstate.done.actor.submitDocument',
    ).length;
    expect(reports).toHaveLength(reportsExpected);
  });
});

describe(`generated paths: commentModal (${comment.states} states, ${comment.transitions} transitions)`, () => {
  it.each(comment.edgePaths.map((p) => [describePath(p), p] as const))('%s', async (_, path) => {
    const { logic, settle } = pendingCalls();
    const toasts: string[] = [];
    const machine = commentModalMachine.provide({
      actors: { submitComment: logic as never },
      actions: { notify: (_, p) => void toasts.push(p.message) },
    });
    await replay(createActor(machine, { input: { caseId: '100001' } }), settle, path);
    const submitted = path.steps.filter((s) => /^xstate\.(done|error)\./.test(s.event.type)).length;
    expect(toasts).toHaveLength(submitted);
  });
});

describe(`generated paths: documentReview (${review.states} states, ${review.transitions} transitions)`, () => {
  it.each(review.edgePaths.map((p) => [describePath(p), p] as const))('%s', async (_, path) => {
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
    await replay(createActor(machine, { input: { caseId: '100001', role: 'customer' } }), settle, path);
  });
});

it('reports how much of each machine the generated paths cover', () => {
  for (const model of [card, comment, review]) {
    const reached = new Set(
      model.edgePaths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))),
    );
    console.info(
      `${model.name}: ${model.states} states (${reached.size} distinct state values), ${model.transitions} transitions, ${model.edgePaths.length} paths replayed`,
    );
    expect(model.edgePaths.length).toBe(model.transitions);
  }
});
