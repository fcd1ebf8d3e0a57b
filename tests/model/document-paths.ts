import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { commentModalMachine } from '../../machines/commentModal.ts';
import { documentCardMachine } from '../../machines/documentCard.ts';
import { documentReviewMachine } from '../../machines/documentReview.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { DocumentInfo } from '../../src/api/schemas/document.ts';
import { documentInfo, reviewCase } from '../unit/document-fixtures.ts';

/**
 * Paths generated from the review machines with xstate/graph, shared by the Vitest replays (fakes)
 * and the Chromium replays (the real screen against the sandbox). Invoked actors are stood in for
 * by their synthetic done/error events.
 */

export interface Model<L extends AnyStateMachine> {
  name: string;
  /** The shortest path to each state the traversal tells apart (context included). */
  paths: StatePath<SnapshotFrom<L>, EventFromLogic<L>>[];
  /** Every accepted transition, each as the shortest path to its source plus the transition. */
  edgePaths: StatePath<SnapshotFrom<L>, EventFromLogic<L>>[];
  /**
   * The machine's transitions the model's events do not take, each with why. The coverage test
   * requires exactly these to be missing: a new transition must be modelled or listed here.
   */
  gaps: Record<string, string>;
  /** How the traversal tells states apart (the vertices of the model's graph). */
  serializeState: (s: SnapshotFrom<L>) => string;
}

/**
 * An event's key in the graph, its bytes by their length: xstate/graph's JSON.stringify wrote the 6 MB of
 * a too-large export out for every state it was tried in, 20 s of each build of the comment models.
 */
const eventKey = (event: unknown) =>
  JSON.stringify(event, (_key, value) => (value instanceof Uint8Array ? `${value.byteLength} bytes` : value));

export function build<L extends AnyStateMachine>(
  name: string,
  logic: L,
  options: {
    input?: unknown;
    events: EventFromLogic<L>[];
    serializeState: (s: SnapshotFrom<L>) => string;
    /** Events the screen cannot send in a state even though the machine would take them. */
    onScreen?: (s: SnapshotFrom<L>, e: EventFromLogic<L>) => boolean;
    gaps?: Record<string, string>;
  },
): Model<L> {
  const traversal = {
    ...(options.input === undefined ? {} : { input: options.input }),
    events: options.events,
    serializeEvent: eventKey,
    serializeState: options.serializeState,
    filterEvents: (s: SnapshotFrom<L>, e: EventFromLogic<L>) =>
      (s as { can: (e: unknown) => boolean }).can(e) && (options.onScreen?.(s, e) ?? true),
  };
  // biome-ignore lint/suspicious/noExplicitAny: xstate/graph's option types are generic over the logic
  const paths = getShortestPaths(logic, traversal as any) as Model<L>['paths'];
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const adjacency = getAdjacencyMap(logic, traversal as any);
  const toState = new Map(paths.map((p) => [options.serializeState(p.state), p]));
  const edgePaths: Model<L>['paths'] = [];
  for (const [key, vertex] of Object.entries(adjacency)) {
    const base = toState.get(key);
    if (!base) continue;
    for (const { event, state } of Object.values(vertex.transitions) as {
      event: unknown;
      state: unknown;
    }[]) {
      edgePaths.push({
        state: state as SnapshotFrom<L>,
        steps: [...base.steps, { event: event as EventFromLogic<L>, state: state as SnapshotFrom<L> }],
        weight: base.weight + 1,
      });
    }
  }
  return { name, paths, edgePaths, gaps: options.gaps ?? {}, serializeState: options.serializeState };
}

export const AMENDMENT: DocumentInfo = documentInfo({ documentId: 'AMENDMENT', documentType: 'Amendment' });

const reviewedAmendment: DocumentInfo = {
  ...AMENDMENT,
  isReviewComplete: true,
  currentReviewStatus: 'Accepted',
  acceptedOrDeclinedOn: '2026-01-02T10:00:00.000Z',
};

export function cardModel() {
  // A card alone has no review to report to; the review model covers the report.
  const card = documentCardMachine.provide({ actions: { reportUpdate: () => {} } });
  return build('documentCard', card, {
    input: { caseId: '100001', document: AMENDMENT, mayAct: true },
    events: [
      { type: 'document.choose', choice: 'Accepted' },
      { type: 'document.choose', choice: 'Declined' },
      { type: 'document.comments', text: 'The address is wrong' },
      { type: 'document.submit' },
      {
        type: 'xstate.done.actor.submitDocument',
        output: { document: reviewedAmendment, nextDocumentId: null },
      },
      { type: 'xstate.error.actor.submitDocument', error: new Error('Server said no') },
    ] as EventFromLogic<typeof card>[],
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.draft.choice,
        s.context.draft.comments !== '',
        s.context.error,
        Boolean(s.context.failure),
      ]),
    // The Comments field shows only once 'No, I decline' is chosen.
    onScreen: (s, e) => e.type !== 'document.comments' || s.context.draft.choice === 'Declined',
    gaps: {
      'documentCard --document.permissions[0]--> (stays)':
        'the review sends new permissions; tests/unit/document-card.test.ts',
      ...Object.fromEntries(
        ['issueDate', 'answer', 'reason', 'policy.add', 'policy.remove', 'policy.edit'].map((field) => [
          `documentCard.idle --document.${field}[0]--> documentCard.idle.deciding`,
          "another document type's form field; the model's card is an accept/decline Amendment",
        ]),
      ),
      'documentCard.idle --document.review[0]--> documentCard.processing':
        'a review-only document (Reviewed); the model card is accept/decline',
      'documentCard.idle.routing --always[0]--> documentCard.idle.reviewed':
        'a card that opens already reviewed; the model starts from an unreviewed Amendment',
    },
  });
}

export function commentModel() {
  return build('commentModal', commentModalMachine, {
    input: { caseId: '100001' },
    events: [
      { type: 'comment.open', kind: 'question' },
      { type: 'comment.open', kind: 'change' },
      { type: 'comment.edit', text: 'Please correct my name.' },
      { type: 'comment.submit' },
      { type: 'comment.close' },
      { type: 'xstate.done.actor.submitComment', output: true },
      { type: 'xstate.error.actor.submitComment', error: new Error('Request failed') },
    ] as EventFromLogic<typeof commentModalMachine>[],
    serializeState: (s) => JSON.stringify([s.value, s.context.kind, s.context.text !== '', s.context.error]),
    gaps: {
      'commentModal.submitting --xstate.done.actor.submitComment[1]--> commentModal.open':
        'the service answers false; tests/unit/comment-modal.test.ts',
    },
  });
}

const REVIEW_CASE = reviewCase({
  documents: [
    documentInfo({ documentId: 'SIGNED', documentType: 'SignedPolicy', requiredReviewStatus: ['Reviewed'] }),
  ],
});
const reviewedSigned = {
  ...REVIEW_CASE.documents[0]!,
  isReviewComplete: true,
  currentReviewStatus: 'Reviewed' as const,
};

/**
 * How a review model meets the screen: a document is reviewed with the Next button of its open card,
 * and states differ by where the review is, which card is open and whether all are reviewed.
 */
export const REVIEW_SCREEN = {
  onScreen: (s: SnapshotFrom<typeof documentReviewMachine>, e: { type: string }) =>
    e.type !== 'card.updated' || s.context.openDocumentId === 'SIGNED',
  serializeState: (s: SnapshotFrom<typeof documentReviewMachine>) =>
    JSON.stringify([
      s.value,
      s.context.openDocumentId,
      s.context.case?.documents.every((d) => d.isReviewComplete) ?? null,
    ]),
};

export function reviewModel() {
  return build('documentReview', documentReviewMachine, {
    input: { caseId: '100001', role: 'customer' },
    events: [
      { type: 'xstate.done.actor.loadCase', output: REVIEW_CASE },
      {
        type: 'xstate.error.actor.loadCase',
        error: new ApiError('Case not found!', { code: 'CaseNotFound', status: 404, call: 'getCase' }),
      },
      {
        type: 'xstate.error.actor.loadCase',
        error: new ApiError('down', { code: 'ServerError', status: 500, call: 'getCase' }),
      },
      { type: 'review.retry' },
      {
        type: 'xstate.done.actor.loadDocuments',
        output: [{ ...REVIEW_CASE.documents[0]!, content: 'JVBERi0=' }],
      },
      {
        type: 'xstate.error.actor.loadDocuments',
        error: new ApiError('down', { code: 'EpdDown', status: 503, call: 'documents' }),
      },
      { type: 'documents.retry' },
      { type: 'review.toggle', documentId: 'SIGNED' },
      { type: 'review.continue' },
      {
        type: 'card.updated',
        document: reviewedSigned,
        nextDocumentId: null,
        submission: { kind: 'review' },
      },
      { type: 'xstate.done.actor.reloadCase', output: { ...REVIEW_CASE, documents: [reviewedSigned] } },
      { type: 'xstate.done.actor.loadPaymentInfo', output: { paymentStatus: 'InitialPaymentRequired' } },
    ] as EventFromLogic<typeof documentReviewMachine>[],
    ...REVIEW_SCREEN,
    gaps: {
      'documentReview.loading --xstate.done.actor.loadCase[0]--> documentReview.redirected':
        "a case in another status redirects; tests/unit/document-review.test.ts, and the agent's in agentReviewModel (agent-case-paths.ts)",
      'documentReview.ready --card.updated[0]--> documentReview.leaving':
        'a save-age decline leaves the review; tests/unit/document-review.test.ts',
      'documentReview.ready.content.fetching --xstate.error.actor.loadDocuments[1]--> documentReview.ready.content.failed':
        'the model fails documents only with EpdDown; other failures: tests/unit/document-review.test.ts',
      'documentReview.ready.content.failed --documents.retry[0]--> documentReview.ready.content.fetching':
        'as above',
      'documentReview.ready.sync.current --review.refresh[0]--> documentReview.ready.sync.reloading':
        'the refresh after a comment or change request: agentReviewModel (agent-case-paths.ts) replays it',
      'documentReview.ready.sync.reloading --review.refresh[0]--> documentReview.ready.sync.reloading':
        'as above',
      'documentReview.ready.sync.reloading --xstate.error.actor.reloadCase[0]--> documentReview.ready.sync.current':
        'a failed reload keeps the current case: as above',
      'documentReview.ready.flow.reviewing --review.release[0]--> documentReview.ready.flow.releasing':
        'an agent releases or bypasses: this model reviews as the customer; agentReviewModel (agent-case-paths.ts) replays the agent',
      'documentReview.ready.flow.reviewing --review.bypass[0]--> documentReview.ready.flow.confirmingBypass':
        'as above',
      'documentReview.ready.flow.confirmingBypass --review.confirmBypass[0]--> documentReview.ready.flow.bypassing':
        'as above',
      'documentReview.ready.flow.confirmingBypass --review.cancelBypass[0]--> documentReview.ready.flow.reviewing':
        'as above',
      'documentReview.ready.flow.releasing --xstate.done.actor.releaseCase[0]--> documentReview.ready.flow.reloadingAfterRelease':
        'as above',
      'documentReview.ready.flow.releasing --xstate.error.actor.releaseCase[0]--> documentReview.ready.flow.reviewing':
        'as above',
      'documentReview.ready.flow.releasing --always[0]--> documentReview.ready.flow.reviewing': 'as above',
      'documentReview.ready.flow.bypassing --xstate.done.actor.bypassApproval[0]--> documentReview.ready.flow.reloadingAfterRelease':
        'as above',
      'documentReview.ready.flow.bypassing --xstate.error.actor.bypassApproval[0]--> documentReview.ready.flow.reviewing':
        'as above',
      'documentReview.ready.flow.reloadingAfterRelease --xstate.done.actor.reloadAfterRelease[0]--> documentReview.leaving':
        'as above',
      'documentReview.ready.flow.reloadingAfterRelease --xstate.error.actor.reloadAfterRelease[0]--> documentReview.leaving':
        'as above',
      'documentReview.ready.flow.continuing --xstate.done.actor.loadPaymentInfo[1]--> documentReview.leaving':
        'payment not required goes to acceptance; tests/unit/document-review.test.ts',
      'documentReview.ready.flow.continuing --xstate.error.actor.loadPaymentInfo[0]--> documentReview.ready.flow.reviewing':
        'payment info failing; not modelled yet',
    },
  });
}

export function describePath(path: { steps: { event: { type: string } }[] }): string {
  const steps = path.steps.filter((s) => s.event.type !== 'xstate.init');
  const name = (event: { type: string; choice?: string; kind?: string }) =>
    event.type.replace('xstate.', '') +
    (event.choice ? `(${event.choice})` : event.kind ? `(${event.kind})` : '');
  return steps.map((s) => name(s.event)).join(' → ') || '(initial)';
}
