import { type ActorRefFrom, assign, fromPromise, not, raise, setup } from 'xstate';
import type { Case } from '../src/api/schemas/case.ts';
import type { Document, DocumentInfo } from '../src/api/schemas/document.ts';
import type { PaymentInfo } from '../src/api/schemas/payment.ts';
import {
  allReviewed,
  canRelease,
  MESSAGES,
  type PastReviewTarget,
  pastReviewTarget,
  reviewActionsEnabled,
  showsContinue,
  type ViewerRole,
} from '../src/domain/documents.ts';
import { type CardUpdatedEvent, documentCardMachine } from './documentCard.ts';

export interface DocumentReviewInput {
  caseId: string;
  partyId?: string;
  role: ViewerRole;
}

export type DocumentCardRef = ActorRefFrom<typeof documentCardMachine>;

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
  loadError: string | null;
  documentsError: string | null;
}

export type DocumentReviewEvent =
  | { type: 'review.toggle'; documentId: string }
  | { type: 'review.continue' }
  | { type: 'review.retry' }
  | { type: 'documents.retry' }
  | { type: 'review.refresh' }
  | { type: 'sync.restart' }
  | CardUpdatedEvent;

export type Notice = { message: string; kind: 'success' | 'error' };

function message(error: unknown): string {
  if (isCaseNotFound(error)) return MESSAGES.caseNotFound;
  return error instanceof Error ? error.message : String(error);
}

/** SPEC §8: an unknown case, or one the caller may not see, reads 'Case not found!'. */
function isCaseNotFound(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'CaseNotFound';
}

/** The document service is down (SPEC §8): maintenance, 503, or no answer at all. */
function isDocumentsDown(error: unknown): boolean {
  const { code, status } = (error ?? {}) as { code?: string; status?: number | null };
  return (
    code === 'EpdDown' ||
    code === 'DocumentsDown' ||
    status === 503 ||
    code === 'Network' ||
    code === 'Timeout'
  );
}

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
    loadCase: fromPromise<Case, { caseId: string; role: ViewerRole }>(async () => {
      throw new Error('loadCase is provided by the app');
    }),
    loadDocuments: fromPromise<Document[], { caseId: string }>(async () => {
      throw new Error('loadDocuments is provided by the app');
    }),
    loadPaymentInfo: fromPromise<PaymentInfo, { caseId: string }>(async () => {
      throw new Error('loadPaymentInfo is provided by the app');
    }),
  },
  guards: {
    mayContinue: ({ context }) => context.case !== null && showsContinue(context.case, context.role),
    allReviewed: ({ context }) => context.case !== null && allReviewed(context.case.documents),
    // Agents' release (a later issue) slots in behind this guard.
    canRelease: ({ context }) => context.case !== null && canRelease(context.case, context.role),
    documentsDown: ({ event }) => isDocumentsDown((event as { error?: unknown }).error),
    paymentNeeded: ({ event }) =>
      (event as unknown as { output: PaymentInfo }).output.paymentStatus !== 'Complete',
    isSaveAgeDecline: ({ event }) =>
      event.type === 'card.updated' &&
      event.document.documentType === 'SaveAge' &&
      event.submission.kind === 'accept' &&
      event.submission.body.newStatus === 'Declined',
  },
  actions: {
    // Effects the app supplies with .provide(): navigation and toasts.
    redirectPastReview: (_, _params: { target: PastReviewTarget; caseId: string }) => {},
    goToPayment: (_, _params: { caseId: string }) => {},
    goToAcceptance: (_, _params: { caseId: string }) => {},
    goToSiteRoot: () => {},
    notify: (_, _params: Notice) => {},
    spawnCards: assign(({ context, spawn }) => {
      const caseData = context.case as Case;
      const mayAct = reviewActionsEnabled(caseData, context.role);
      for (const card of context.cards) card.ref.stop();
      return {
        cards: caseData.documents.map((document) => ({
          documentId: document.documentId,
          ref: spawn('documentCard', {
            id: `card-${document.documentId}`,
            input: { caseId: context.caseId, document, mayAct },
          }),
        })),
        openDocumentId: null,
      };
    }),
    tellCardsWhoMayAct: ({ context }) => {
      if (!context.case) return;
      const mayAct = reviewActionsEnabled(context.case, context.role);
      for (const card of context.cards) card.ref.send({ type: 'document.permissions', mayAct });
    },
    recordUpdate: assign(({ context, event }) => {
      if (event.type !== 'card.updated' || !context.case) return {};
      return { case: withDocument(context.case, event.document) };
    }),
    goNext: assign(({ context, event }) => {
      if (event.type !== 'card.updated') return {};
      const next = event.nextDocumentId;
      const known = next !== null && context.cards.some((c) => c.documentId === next);
      return { openDocumentId: known ? next : null };
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
    loadError: null,
    documentsError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCase',
        src: 'loadCase',
        input: ({ context }) => ({ caseId: context.caseId, role: context.role }),
        onDone: [
          {
            target: 'redirected',
            actions: [
              assign({ case: ({ event }) => event.output }),
              {
                type: 'redirectPastReview',
                params: ({ context, event }) => ({
                  target: pastReviewTarget(event.output, context.role) as PastReviewTarget,
                  caseId: context.caseId,
                }),
              },
            ],
            guard: ({ context, event }) => pastReviewTarget(event.output, context.role) !== null,
          },
          {
            target: 'ready',
            actions: [assign({ case: ({ event }) => event.output, loadError: null }), 'spawnCards'],
          },
        ],
        onError: {
          target: 'failed',
          actions: [
            assign({ loadError: ({ event }) => message(event.error) }),
            {
              type: 'notify',
              params: ({ event }) => ({ message: message(event.error), kind: 'error' as const }),
            },
          ],
        },
      },
    },
    failed: {
      on: { 'review.retry': 'loading' },
    },
    redirected: { type: 'final' },
    leaving: { type: 'final' },
    ready: {
      type: 'parallel',
      on: {
        'review.toggle': {
          actions: assign({
            openDocumentId: ({ context, event }) =>
              context.openDocumentId === event.documentId ? null : event.documentId,
          }),
        },
        'card.updated': [
          { guard: 'isSaveAgeDecline', target: 'leaving', actions: ['recordUpdate', 'goToSiteRoot'] },
          { actions: ['recordUpdate', 'goNext', raise({ type: 'sync.restart' })] },
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
                  actions: assign({
                    contents: ({ event }) =>
                      Object.fromEntries(event.output.map((d) => [d.documentId, d.content])),
                    documentsError: null,
                  }),
                },
                onError: [
                  {
                    guard: 'documentsDown',
                    target: 'down',
                    actions: assign({ documentsError: ({ event }) => message(event.error) }),
                  },
                  {
                    target: 'failed',
                    actions: assign({ documentsError: ({ event }) => message(event.error) }),
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
                  actions: [assign({ case: ({ event }) => event.output }), 'tellCardsWhoMayAct'],
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
              },
            },
            continuing: {
              always: {
                guard: not('allReviewed'),
                target: 'reviewing',
                actions: { type: 'notify', params: { message: MESSAGES.notAllReviewed, kind: 'error' } },
              },
              tags: ['busy'],
              invoke: {
                id: 'loadPaymentInfo',
                src: 'loadPaymentInfo',
                input: ({ context }) => ({ caseId: context.caseId }),
                onDone: [
                  {
                    guard: 'paymentNeeded',
                    target: '#documentReview.leaving',
                    actions: { type: 'goToPayment', params: ({ context }) => ({ caseId: context.caseId }) },
                  },
                  {
                    target: '#documentReview.leaving',
                    actions: {
                      type: 'goToAcceptance',
                      params: ({ context }) => ({ caseId: context.caseId }),
                    },
                  },
                ],
                onError: {
                  target: 'reviewing',
                  actions: {
                    type: 'notify',
                    params: ({ event }) => ({ message: message(event.error), kind: 'error' as const }),
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

export type DocumentReviewMachine = typeof documentReviewMachine;
export type DocumentReviewSnapshot = ReturnType<DocumentReviewMachine['getInitialSnapshot']>;
