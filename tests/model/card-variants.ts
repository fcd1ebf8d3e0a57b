import { createActor, type EventFromLogic } from 'xstate';
import { commentModalMachine } from '../../machines/commentModal.ts';
import { documentCardMachine } from '../../machines/documentCard.ts';
import type { DocumentInfo } from '../../src/api/schemas/document.ts';
import { documentInfo } from '../unit/document-fixtures.ts';
import { build } from './document-paths.ts';
import { inspecting, pendingCalls, type Run, replay } from './replay.ts';

/**
 * The cards the screen replays leave out (document-paths.ts' card is an accept/decline Amendment): a
 * document one only reviews, the save-age and replacement forms, a card that opens reviewed, new
 * permissions from the review. Replayed on the machine only.
 */

// A card alone has no review to report to.
const card = documentCardMachine.provide({ actions: { reportUpdate: () => {} } });
type CardEvent = EventFromLogic<typeof card>;

export function cardRunner(document: DocumentInfo): Run {
  return async (path, inspect) => {
    const { logic, settle } = pendingCalls();
    const machine = documentCardMachine.provide({
      actors: { submitDocument: logic as never },
      actions: { reportUpdate: () => {} },
    });
    const input = { caseId: '100001', document, mayAct: true };
    await replay(createActor(machine, { input, ...inspecting(inspect) }), settle, path);
  };
}

const reviewOnly = documentInfo({
  documentId: 'SIGNED',
  documentType: 'SignedPolicy',
  requiredReviewStatus: ['Reviewed'],
});
const done = (document: DocumentInfo) =>
  ({
    type: 'xstate.done.actor.submitDocument',
    output: { document: { ...document, isReviewComplete: true }, nextDocumentId: null },
  }) as unknown as CardEvent;

const VARIANTS: { name: string; document: DocumentInfo; events: CardEvent[] }[] = [
  {
    name: 'a document one only reviews, its permissions changing',
    document: reviewOnly,
    events: [
      { type: 'document.review' },
      done(reviewOnly),
      {
        type: 'xstate.error.actor.submitDocument',
        error: new Error('Server said no'),
      } as unknown as CardEvent,
      { type: 'document.permissions', mayAct: false },
      { type: 'document.permissions', mayAct: true },
    ],
  },
  {
    name: 'the save-age form',
    document: documentInfo({ documentId: 'SAVEAGE', documentType: 'SaveAge' }),
    events: [{ type: 'document.issueDate', text: '2026-12-01' }],
  },
  {
    name: 'the replacement form',
    document: documentInfo({
      documentId: 'REPLACEMENT',
      documentType: 'ReplacementForm',
      requiredReviewStatus: ['Completed'],
    }),
    events: [
      { type: 'document.answer', question: 'mightDiscontinue', value: 'no' },
      { type: 'document.reason', text: 'None' },
      { type: 'document.policy.add' },
      { type: 'document.policy.edit', index: 0, field: 'policyNumber', value: 'P-1' },
      { type: 'document.policy.remove', index: 0 },
    ],
  },
  {
    name: 'a card that opens reviewed',
    document: { ...reviewOnly, isReviewComplete: true, currentReviewStatus: 'Reviewed' },
    events: [{ type: 'document.permissions', mayAct: false }],
  },
];

export function cardVariants() {
  return VARIANTS.map(({ name, document, events }) => ({
    name: `documentCard (${name})`,
    document,
    edgePaths: build(name, card, {
      input: { caseId: '100001', document, mayAct: true },
      events,
      serializeState: (s) => JSON.stringify([s.value, s.context.mayAct, s.context.draft.policies.length]),
    }).edgePaths,
  }));
}

/** The comment service answering false: a refusal like a thrown error (comment-modal.spec.ts drives the rest). */
export function commentRefusedModel() {
  return build('commentModal (the service answers false)', commentModalMachine, {
    input: { caseId: '100001' },
    events: [
      { type: 'comment.open', kind: 'question' },
      { type: 'comment.edit', text: 'Who is my agent?' },
      { type: 'comment.submit' },
      { type: 'xstate.done.actor.submitComment', output: false },
    ] as EventFromLogic<typeof commentModalMachine>[],
    serializeState: (s) => JSON.stringify([s.value, s.context.text !== '']),
  });
}
