import {
  type ActorRefFrom,
  assertEvent,
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  enqueueActions,
  fromPromise,
  not,
  raise,
  setup,
  spawnChild,
} from 'xstate';
import { failedWith, failureMessage } from '../src/api/failure.ts';
import type { Case } from '../src/api/schemas/case.ts';
import type { Document, DocumentInfo } from '../src/api/schemas/document.ts';
import type { PaymentInfo } from '../src/api/schemas/payment.ts';
import { AGENT_MESSAGES, releaseMessage } from '../src/domain/agent/agentCase.ts';
import { agentConfirmationRoute } from '../src/domain/agent/policyLinks.ts';
import {
  allReviewed,
  MESSAGES,
  type PastReviewTarget,
  pastReviewTarget,
  reviewActionsEnabled,
  showsContinue,
  type ViewerRole,
} from '../src/domain/documents/documents.ts';
import type { Fingerprint } from '../src/domain/documents/fingerprint.ts';
import { CASE_FAILURE_MESSAGES } from '../src/domain/failureTexts.ts';
import { awaitsConsent } from '../src/domain/record/consent.ts';
import { documentStepMessages } from '../src/domain/review/documentSteps.ts';
import type { CaseRouteName, RouteTarget } from '../src/domain/routeNames.ts';
import { type Message, message } from '../src/i18n/message.ts';
import { rawMessage } from '../src/i18n/rawText.ts';
import { agentOffers, releaseReady } from './agentActions.ts';
import { commentModalMachine } from './commentModal.ts';
import { type CardUpdatedEvent, documentCardMachine } from './documentCard.ts';
import { loadFailed } from './parts/loadFailed.ts';

export interface DocumentReviewInput {
  caseId: string;
  partyId?: string;
  role: ViewerRole;
}

/** A document as received: with the SHA-256 of its bytes, computed where they arrived. */
export type ReceivedDocument = Document & { receivedSha256?: string | null };

export type DocumentCardRef = ActorRefFrom<typeof documentCardMachine>;
export type CommentModalRef = ActorRefFrom<typeof commentModalMachine>;

export interface DocumentReviewContext {
  caseId: string;
  partyId: string | null;
  role: ViewerRole;
  case: Case | null;
  /** One card actor per document, in the case's order. */
  cards: { documentId: string; ref: DocumentCardRef }[];
  openDocumentId: string | null;
  /** base64 contents by document id, once the documents call answers. */
  contents: Record<string, string>;
  /** Delivered and received SHA-256 by document id (decision 211). */
  fingerprints: Record<string, Fingerprint>;
  loadError: Message | null;
  documentsError: Message | null;
  /**
   * Where the review went by itself after a document (decision 352): the card opened next, or none (every
   * document done: Continue), counted so the view moves focus once per step.
   */
  arrival: { documentId: string | null; count: number };
}

export type DocumentReviewEvent =
  | { type: 'review.toggle'; documentId: string }
  | { type: 'review.continue' }
  | { type: 'review.release' }
  | { type: 'review.bypass' }
  | { type: 'review.confirmBypass' }
  | { type: 'review.cancelBypass' }
  | { type: 'review.retry' }
  | { type: 'documents.retry' }
  | { type: 'review.refresh' }
  | { type: 'sync.restart' }
  | CardUpdatedEvent;

export type Notice = { message: Message; kind: 'success' | 'error' };

/**
 * SPEC §8's words for the review's failures and the release's (a refused release shows the server's
 * `errors.Error`): the one table of failed calls about a case.
 */
const caseFailure = (error: unknown) => failureMessage(CASE_FAILURE_MESSAGES, error);

/** The agent's case actions are worded in English only (src/domain/agent): shown as they are. */
const agentNotice = (text: string): Message => rawMessage(text);

/** After a release or bypass: the agent confirmation of the case as it now is (life or annuity). */
const agentConfirmationOf = ({ context }: { context: DocumentReviewContext }): RouteTarget => ({
  name: agentConfirmationRoute(context.case?.isAnnuity ?? false),
  params: { caseId: context.caseId },
});

const PAST_REVIEW_ROUTES: Record<PastReviewTarget, CaseRouteName> = {
  agentConfirmation: 'AgentConfirmation',
  agentConfirmationAnnuity: 'AgentConfirmationAnnuity',
  confirmation: 'Confirmation',
  annuityConfirmation: 'AnnuityConfirmation',
};

/** Where a case already past review is sent instead (a redirect: it replaces this screen's entry). */
function pastReviewRoute(
  caseData: Case,
  context: Pick<DocumentReviewContext, 'role' | 'caseId'>,
): RouteTarget {
  const target = pastReviewTarget(caseData, context.role);
  const name = target ? PAST_REVIEW_ROUTES[target] : 'Home';
  return name === 'Home'
    ? { name, replace: true }
    : { name, params: { caseId: context.caseId }, replace: true };
}

/** The consent screen in place of this one, keeping the party the review was opened for. */
const consentRoute = (context: Pick<DocumentReviewContext, 'caseId' | 'partyId'>): RouteTarget => ({
  name: 'Consent',
  params: { caseId: context.caseId },
  ...(context.partyId ? { search: { partyId: context.partyId } } : {}),
  replace: true,
});

/** The case as the review reads it: its own copy of each document, updated as cards report. */
function withDocument(caseData: Case, document: DocumentInfo): Case {
  return {
    ...caseData,
    documents: caseData.documents.map((d) => (d.documentId === document.documentId ? document : d)),
  };
}

export const documentReviewMachine = setup({
  types: {
    context: {} as DocumentReviewContext,
    events: {} as DocumentReviewEvent,
    input: {} as DocumentReviewInput,
  },
  actors: {
    documentCard: documentCardMachine,
    commentModal: commentModalMachine,
    // `askedAhead`: the screen's first load, which may take the answer its route asked for (decision 526);
    // a reload never does, so it always sees the case as it is now.
    loadCase: fromPromise<Case, { caseId: string; role: ViewerRole; askedAhead?: boolean }>(async () => {
      throw new Error('loadCase is provided by the app');
    }),
    loadDocuments: fromPromise<ReceivedDocument[], { caseId: string }>(async () => {
      throw new Error('loadDocuments is provided by the app');
    }),
    loadPaymentInfo: fromPromise<PaymentInfo, { caseId: string }>(async () => {
      throw new Error('loadPaymentInfo is provided by the app');
    }),
    releaseCase: fromPromise<unknown, { caseId: string }>(async () => {
      throw new Error('releaseCase is provided by the app');
    }),
    bypassApproval: fromPromise<unknown, { caseId: string }>(async () => {
      throw new Error('bypassApproval is provided by the app');
    }),
  },
  guards: {
    mayContinue: ({ context }) => context.case !== null && showsContinue(context.case, context.role),
    allReviewed: ({ context }) => context.case !== null && allReviewed(context.case.documents),
    showsRelease: ({ context }) =>
      context.role === 'agent' && context.case !== null && agentOffers(context.case).release,
    releaseReady: ({ context }) => context.case !== null && releaseReady(context.case),
    showsBypass: ({ context }) =>
      context.role === 'agent' && context.case !== null && agentOffers(context.case).bypass,
    // The document service is down (SPEC §8): maintenance, its own outage, or no answer at all.
    documentsDown: (_, error: unknown) => failedWith(error, 'maintenance', 'documentsDown', 'network'),
    paymentNeeded: (_, info: PaymentInfo) => info.paymentStatus !== 'Complete',
    pastReview: ({ context }, caseData: Case) => pastReviewTarget(caseData, context.role) !== null,
    awaitsConsent: ({ context }, caseData: Case) => awaitsConsent(caseData, context.role),
    isSaveAgeDecline: ({ event }) => {
      assertEvent(event, 'card.updated');
      return (
        event.document.documentType === 'SaveAge' &&
        event.submission.kind === 'accept' &&
        event.submission.body.newStatus === 'Declined'
      );
    },
  },
  actions: {
    // Effects the app supplies with .provide(): the one navigate effect, and toasts.
    navigate: (_, _target: RouteTarget) => {},
    notify: (_, _params: Notice) => {},
    /** Says what a step did, in the shell's live region (decision 352). */
    announce: (_, _messages: readonly Message[]) => {},
    // A case read afresh is a new set of cards: the old ones stop first, their drafts with them.
    spawnCards: enqueueActions(({ context, enqueue }) => {
      const caseData = context.case as Case;
      const mayAct = reviewActionsEnabled(caseData, context.role);
      for (const card of context.cards) enqueue.stopChild(card.ref);
      enqueue.assign({
        cards: ({ spawn }) =>
          caseData.documents.map((document) => ({
            documentId: document.documentId,
            // Named for the inspector's tree, by document. No systemId: decision 32.
            ref: spawn('documentCard', {
              id: `documentCard:${document.documentId}`,
              input: { caseId: context.caseId, document, mayAct },
            }),
          })),
        openDocumentId: null,
      });
    }),
    tellCardsWhoMayAct: enqueueActions(({ context, enqueue }) => {
      if (!context.case) return;
      const mayAct = reviewActionsEnabled(context.case, context.role);
      for (const card of context.cards) enqueue.sendTo(card.ref, { type: 'document.permissions', mayAct });
    }),
    keepCase: assign((_, caseData: Case) => ({ case: caseData, loadError: null })),
    recordLoadError: assign((_, error: unknown) => ({ loadError: caseFailure(error) })),
    keepContents: assign((_, documents: ReceivedDocument[]) => ({
      contents: Object.fromEntries(documents.map((d) => [d.documentId, d.content])),
      fingerprints: Object.fromEntries(
        documents.map((d) => [
          d.documentId,
          { delivered: d.sha256 ?? null, received: d.receivedSha256 ?? null },
        ]),
      ),
      documentsError: null,
    })),
    keepDocumentsError: assign((_, error: unknown) => ({ documentsError: caseFailure(error) })),
    toggleDocument: assign(({ context, event }) => {
      assertEvent(event, 'review.toggle');
      return { openDocumentId: context.openDocumentId === event.documentId ? null : event.documentId };
    }),
    recordUpdate: assign(({ context, event }) => {
      assertEvent(event, 'card.updated');
      return context.case ? { case: withDocument(context.case, event.document) } : {};
    }),
    goNext: assign(({ context, event }) => {
      assertEvent(event, 'card.updated');
      const next = event.nextDocumentId;
      const known = next !== null && context.cards.some((c) => c.documentId === next);
      const documentId = known ? next : null;
      return { openDocumentId: documentId, arrival: { documentId, count: context.arrival.count + 1 } };
    }),
  },
}).createMachine({
  id: 'documentReview',
  context: ({ input }) => ({
    caseId: input.caseId,
    partyId: input.partyId ?? null,
    role: input.role,
    case: null,
    cards: [],
    openDocumentId: null,
    contents: {},
    fingerprints: {},
    loadError: null,
    documentsError: null,
    arrival: { documentId: null, count: 0 },
  }),
  // The comment modal lives as long as the review, as its child: the inspector draws it under the review.
  entry: spawnChild('commentModal', {
    id: 'commentModal',
    systemId: 'commentModal',
    input: ({ context }) => ({ caseId: context.caseId }),
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCase',
        src: 'loadCase',
        input: ({ context }) => ({ caseId: context.caseId, role: context.role, askedAhead: true }),
        onDone: [
          {
            guard: { type: 'pastReview', params: ({ event }) => event.output },
            target: 'redirected',
            actions: [
              { type: 'keepCase', params: ({ event }) => event.output },
              {
                type: 'navigate',
                params: ({ context, event }) => pastReviewRoute(event.output, context),
              },
            ],
          },
          {
            // Decision 212: a customer who has not consented to electronic records answers that first.
            guard: { type: 'awaitsConsent', params: ({ event }) => event.output },
            target: 'redirected',
            actions: [
              { type: 'keepCase', params: ({ event }) => event.output },
              { type: 'navigate', params: ({ context }) => consentRoute(context) },
            ],
          },
          {
            target: 'ready',
            actions: [{ type: 'keepCase', params: ({ event }) => event.output }, 'spawnCards'],
          },
        ],
        onError: loadFailed,
      },
    },
    failed: {
      on: { 'review.retry': 'loading' },
    },
    /** No access to the case, or no such case: final; the screen offers the way home. */
    denied: { type: 'final' },
    redirected: { type: 'final' },
    leaving: { type: 'final' },
    ready: {
      type: 'parallel',
      on: {
        'review.toggle': { actions: 'toggleDocument' },
        'card.updated': [
          {
            guard: 'isSaveAgeDecline',
            target: 'leaving',
            // SPEC §4: after a save-age decline the customer is sent to the site root, told what was
            // asked for and what comes next (a toast, which outlives the page it was raised on).
            actions: [
              'recordUpdate',
              { type: 'notify', params: { message: message(MESSAGES, 'saveAgeDeclined'), kind: 'success' } },
              { type: 'navigate', params: { name: 'Home' } },
            ],
          },
          {
            actions: [
              'recordUpdate',
              'goNext',
              {
                type: 'announce',
                params: ({ context, event }) =>
                  context.case
                    ? documentStepMessages(
                        context.case,
                        context.role,
                        event.document,
                        event.submission,
                        context.arrival.documentId,
                      )
                    : [],
              },
              raise({ type: 'sync.restart' }),
            ],
          },
        ],
      },
      states: {
        content: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadDocuments',
                src: 'loadDocuments',
                input: ({ context }) => ({ caseId: context.caseId }),
                onDone: {
                  target: 'shown',
                  actions: { type: 'keepContents', params: ({ event }) => event.output },
                },
                onError: [
                  {
                    guard: {
                      type: 'documentsDown',
                      params: ({ event }: { event: ErrorActorEvent }) => event.error,
                    },
                    target: 'down',
                    actions: {
                      type: 'keepDocumentsError',
                      params: ({ event }: { event: ErrorActorEvent }) => event.error,
                    },
                  },
                  {
                    target: 'failed',
                    actions: {
                      type: 'keepDocumentsError',
                      params: ({ event }: { event: ErrorActorEvent }) => event.error,
                    },
                  },
                ],
              },
            },
            shown: {},
            down: { on: { 'documents.retry': 'fetching' } },
            failed: { on: { 'documents.retry': 'fetching' } },
          },
        },
        // After a successful submit the case is reloaded (SPEC §7 "changed-case reaction").
        sync: {
          initial: 'current',
          states: {
            current: {
              on: { 'sync.restart': 'reloading', 'review.refresh': 'reloading' },
            },
            reloading: {
              // A newer change restarts the reload, so an older answer never overwrites a newer update.
              on: {
                'sync.restart': { target: 'reloading', reenter: true },
                'review.refresh': { target: 'reloading', reenter: true },
              },
              invoke: {
                id: 'reloadCase',
                src: 'loadCase',
                input: ({ context }) => ({ caseId: context.caseId, role: context.role }),
                onDone: {
                  target: 'current',
                  actions: [{ type: 'keepCase', params: ({ event }) => event.output }, 'tellCardsWhoMayAct'],
                },
                // The card already shows its own result; a failed refresh keeps the last known case.
                onError: { target: 'current' },
              },
            },
          },
        },
        flow: {
          initial: 'reviewing',
          states: {
            reviewing: {
              on: {
                'review.continue': [
                  { guard: 'mayContinue', target: 'continuing' },
                  // no Continue for anyone but the Owner: the event is not accepted
                ],
                'review.release': { guard: 'showsRelease', target: 'releasing' },
                'review.bypass': { guard: 'showsBypass', target: 'confirmingBypass' },
              },
            },
            releasing: {
              always: {
                guard: not('releaseReady'),
                target: 'reviewing',
                actions: {
                  type: 'notify',
                  params: { message: message(MESSAGES, 'releaseNotAllReviewed'), kind: 'error' },
                },
              },
              tags: ['busy'],
              invoke: {
                id: 'releaseCase',
                src: 'releaseCase',
                input: ({ context }) => ({ caseId: context.caseId }),
                onDone: {
                  target: 'reloadingAfterRelease',
                  actions: {
                    type: 'notify',
                    params: { message: agentNotice(AGENT_MESSAGES.released), kind: 'success' },
                  },
                },
                onError: {
                  target: 'reviewing',
                  actions: {
                    type: 'notify',
                    params: ({ event }) => ({
                      message: caseFailure(event.error),
                      kind: 'error' as const,
                    }),
                  },
                },
              },
            },
            // Bypassing skips every open approval, so the agent confirms it first; No changes nothing.
            confirmingBypass: {
              on: {
                'review.confirmBypass': { guard: 'showsBypass', target: 'bypassing' },
                'review.cancelBypass': { target: 'reviewing' },
              },
            },
            bypassing: {
              tags: ['busy'],
              invoke: {
                id: 'bypassApproval',
                src: 'bypassApproval',
                input: ({ context }) => ({ caseId: context.caseId }),
                onDone: {
                  target: 'reloadingAfterRelease',
                  actions: {
                    type: 'notify',
                    params: { message: agentNotice(AGENT_MESSAGES.bypassed), kind: 'success' },
                  },
                },
                onError: {
                  target: 'reviewing',
                  actions: {
                    type: 'notify',
                    params: ({ event }) => ({
                      message: caseFailure(event.error),
                      kind: 'error' as const,
                    }),
                  },
                },
              },
            },
            // SPEC §4: a successful release reloads the case, then goes to the agent confirmation.
            reloadingAfterRelease: {
              tags: ['busy'],
              invoke: {
                id: 'reloadAfterRelease',
                src: 'loadCase',
                input: ({ context }) => ({ caseId: context.caseId, role: context.role }),
                onDone: {
                  target: '#documentReview.leaving',
                  actions: [
                    { type: 'keepCase', params: ({ event }) => event.output },
                    { type: 'navigate', params: agentConfirmationOf },
                  ],
                },
                // Released all the same: the confirmation page loads the case itself.
                onError: {
                  target: '#documentReview.leaving',
                  actions: { type: 'navigate', params: agentConfirmationOf },
                },
              },
            },
            continuing: {
              always: {
                guard: not('allReviewed'),
                target: 'reviewing',
                actions: {
                  type: 'notify',
                  params: { message: message(MESSAGES, 'notAllReviewed'), kind: 'error' },
                },
              },
              tags: ['busy'],
              invoke: {
                id: 'loadPaymentInfo',
                src: 'loadPaymentInfo',
                input: ({ context }) => ({ caseId: context.caseId }),
                onDone: [
                  {
                    guard: {
                      type: 'paymentNeeded',
                      params: ({ event }: { event: DoneActorEvent<PaymentInfo> }) => event.output,
                    },
                    target: '#documentReview.leaving',
                    actions: {
                      type: 'navigate',
                      params: ({ context }) => ({ name: 'Payment', params: { caseId: context.caseId } }),
                    },
                  },
                  {
                    target: '#documentReview.leaving',
                    actions: {
                      type: 'navigate',
                      params: ({ context }) => ({ name: 'Acceptance', params: { caseId: context.caseId } }),
                    },
                  },
                ],
                onError: {
                  target: 'reviewing',
                  actions: {
                    type: 'notify',
                    params: ({ event }) => ({ message: caseFailure(event.error), kind: 'error' as const }),
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

type DocumentReviewMachine = typeof documentReviewMachine;
export type DocumentReviewSnapshot = ReturnType<DocumentReviewMachine['getInitialSnapshot']>;

/** The review's comment modal (SPEC §4 'Questions or changes?'), spawned when the review starts. */
export const selectCommentModal = (snapshot: DocumentReviewSnapshot): CommentModalRef =>
  snapshot.children.commentModal as CommentModalRef;

/** May the viewer act on the documents and ask for changes (SPEC §4 "Review actions enabled")? */
export const selectMayAct = (snapshot: DocumentReviewSnapshot): boolean =>
  snapshot.context.case !== null && reviewActionsEnabled(snapshot.context.case, snapshot.context.role);

/** The agent's release button and its words (SPEC §4), or null when it is not offered. */
export const selectReleaseLabel = (snapshot: DocumentReviewSnapshot): string | null => {
  const { case: caseData, role } = snapshot.context;
  return role === 'agent' && caseData && agentOffers(caseData).release
    ? releaseMessage(caseData.approvals, caseData.partyId ? [caseData.partyId] : [])
    : null;
};

/** The agent's change options (SPEC §4, §6): offered at all, Revert to Paper, the Bga's comment. */
export const selectAgentOffers = (snapshot: DocumentReviewSnapshot) => {
  const { case: caseData, role } = snapshot.context;
  const offers = role === 'agent' && caseData !== null ? agentOffers(caseData) : null;
  return {
    change: offers !== null && (offers.change || offers.notTaken || offers.revertToPaper),
    revertToPaper: offers?.revertToPaper === true,
    bgaComment: offers?.bgaComment === true,
  };
};

export const selectShowsBypass = (snapshot: DocumentReviewSnapshot): boolean =>
  snapshot.context.role === 'agent' &&
  snapshot.context.case !== null &&
  agentOffers(snapshot.context.case).bypass;

/** Does the viewer get a Continue button (SPEC §2: the Owner only)? */
export const selectShowsContinue = (snapshot: DocumentReviewSnapshot): boolean =>
  snapshot.context.case !== null && showsContinue(snapshot.context.case, snapshot.context.role);

/** How many of the case's documents are reviewed, for 'N of M documents reviewed'; null without documents. */
export const selectReviewCounts = (
  snapshot: DocumentReviewSnapshot,
): { reviewed: number; total: number } | null => {
  const documents = snapshot.context.case?.documents ?? [];
  if (documents.length === 0) return null;
  return { reviewed: documents.filter((d) => d.isReviewComplete).length, total: documents.length };
};

/** What a document card's body shows (SPEC §2): still fetching, the file, the service down, or why it failed. */
export type DocumentContent =
  | { status: 'fetching' }
  | { status: 'shown'; content: string | undefined; fingerprint: Fingerprint | undefined }
  | { status: 'down' }
  | { status: 'failed'; message: Message };

export const selectDocumentContent = (
  snapshot: DocumentReviewSnapshot,
  documentId: string,
): DocumentContent => {
  if (snapshot.matches({ ready: { content: 'shown' } }))
    return {
      status: 'shown',
      content: snapshot.context.contents[documentId],
      fingerprint: snapshot.context.fingerprints[documentId],
    };
  if (snapshot.matches({ ready: { content: 'down' } })) return { status: 'down' };
  if (snapshot.matches({ ready: { content: 'failed' } }))
    return {
      status: 'failed',
      message: snapshot.context.documentsError ?? CASE_FAILURE_MESSAGES.fallback,
    };
  return { status: 'fetching' };
};

/** Two answers of `selectDocumentContent` that draw the same body. */
export const sameDocumentContent = (a: DocumentContent, b: DocumentContent): boolean =>
  a.status === b.status &&
  (a.status !== 'shown' ||
    b.status !== 'shown' ||
    (a.content === b.content && a.fingerprint?.received === b.fingerprint?.received)) &&
  (a.status !== 'failed' || b.status !== 'failed' || a.message === b.message);
