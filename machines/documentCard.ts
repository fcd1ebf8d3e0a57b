import { and, assertEvent, assign, fromPromise, type SnapshotFrom, sendParent, setup } from 'xstate';
import { classifyFailure } from '../src/api/failure.ts';
import type { DocumentActionResult, DocumentInfo } from '../src/api/schemas/document.ts';
import { messageOfServerText } from '../src/api/serverText.ts';
import {
  buildSubmission,
  type Choice,
  type ControlKind,
  controlKind,
  type DocumentDraft,
  EMPTY_DRAFT,
  emptyPolicy,
  type FieldErrors,
  MAX_REPLACEMENT_POLICIES,
  MESSAGES,
  type ReviewIcon,
  type Submission,
} from '../src/domain/documents/documents.ts';
import { type Message, message } from '../src/i18n/message.ts';

export interface DocumentCardInput {
  caseId: string;
  document: DocumentInfo;
  /** SPEC §4 "review actions enabled", decided by the review machine for the caller. */
  mayAct: boolean;
}

export interface DocumentCardContext {
  caseId: string;
  document: DocumentInfo;
  kind: ControlKind;
  mayAct: boolean;
  draft: DocumentDraft;
  /** The first rule the draft breaks (SPEC §5); nothing is sent. */
  error: Message | null;
  /** Every field the last Submit found missing, each message shown beside its field (decision 351). */
  fieldErrors: FieldErrors;
  /** How many Submits were refused: each one moves focus to the first field it names. */
  refusals: number;
  /** Why the last call failed; the draft is kept for a retry. */
  failure: Message | null;
  pending: Submission | null;
  nextDocumentId: string | null;
  /**
   * The document's file could not be shown (not fetched, or not a PDF that opens): nothing may be
   * decided on a document the customer could not read (decision 078).
   */
  unreadable: boolean;
}

type PolicyField = 'policyNumber' | 'insuredName' | 'insurerName' | 'replaceOrFinance';

export type DocumentCardEvent =
  | { type: 'document.choose'; choice: Choice }
  | { type: 'document.comments'; text: string }
  | { type: 'document.issueDate'; text: string }
  | { type: 'document.answer'; question: 'mightDiscontinue' | 'mightFinance'; value: 'yes' | 'no' }
  | { type: 'document.reason'; text: string }
  | { type: 'document.policy.add' }
  | { type: 'document.policy.remove'; index: number }
  | { type: 'document.policy.edit'; index: number; field: PolicyField; value: string }
  | { type: 'document.submit' }
  | { type: 'document.review' }
  | { type: 'document.permissions'; mayAct: boolean }
  | { type: 'document.display'; unreadable: boolean };

/** What a card tells its review: the updated document and the next one to open ("go next"). */
export type CardUpdatedEvent = { type: 'card.updated' } & DocumentActionResult & { submission: Submission };

export interface SubmitDocumentInput {
  caseId: string;
  documentId: string;
  submission: Submission;
}

/**
 * A failed call keeps the card's answers; go-next (review) failures use SPEC §8's wording. The
 * server's words are read back at the API edge (decision 490).
 */
export function failureMessage(submission: Submission | null, error: unknown): Message {
  const words = classifyFailure(error).message;
  if (!words) return message(MESSAGES, 'pleaseTryAgain');
  const reason = messageOfServerText(words);
  return submission?.kind === 'review' ? message(MESSAGES, 'goNextFailedBecause', reason) : reason;
}

function patchDraft(draft: DocumentDraft, event: DocumentCardEvent): DocumentDraft {
  switch (event.type) {
    case 'document.choose':
      return { ...draft, choice: event.choice };
    case 'document.comments':
      return { ...draft, comments: event.text };
    case 'document.issueDate':
      return { ...draft, newIssueDate: event.text };
    case 'document.answer':
      return { ...draft, [event.question]: event.value };
    case 'document.reason':
      return { ...draft, replacementReason: event.text };
    case 'document.policy.add':
      return { ...draft, policies: [...draft.policies, emptyPolicy()] };
    case 'document.policy.remove':
      return { ...draft, policies: draft.policies.filter((_, i) => i !== event.index) };
    case 'document.policy.edit':
      return {
        ...draft,
        policies: draft.policies.map((p, i) =>
          i === event.index ? { ...p, [event.field]: event.value } : p,
        ),
      };
    default:
      return draft;
  }
}

export const documentCardMachine = setup({
  types: {
    context: {} as DocumentCardContext,
    events: {} as DocumentCardEvent,
    input: {} as DocumentCardInput,
  },
  actors: {
    submitDocument: fromPromise<DocumentActionResult, SubmitDocumentInput>(async () => {
      throw new Error('submitDocument is provided by the app');
    }),
  },
  guards: {
    mayReview: ({ context }) =>
      context.mayAct &&
      !context.unreadable &&
      context.kind === 'reviewOnly' &&
      !context.document.isReviewComplete,
    mayDecide: ({ context }) => context.mayAct && !context.unreadable && context.kind !== 'reviewOnly',
    draftIsValid: ({ context }) => buildSubmission(context.kind, context.draft).ok,
    canAddPolicy: ({ context }) =>
      context.mayAct &&
      !context.unreadable &&
      context.kind === 'replacementForm' &&
      context.draft.policies.length < MAX_REPLACEMENT_POLICIES,
    isReviewComplete: ({ context }) => context.document.isReviewComplete,
  },
  actions: {
    // An edit takes the messages away; the next Submit says again what is still missing.
    editDraft: assign(({ context, event }) => ({
      draft: patchDraft(context.draft, event),
      error: null,
      fieldErrors: {},
    })),
    prepareSubmission: assign(({ context }) => {
      const result = buildSubmission(context.kind, context.draft);
      return result.ok ? { pending: result.submission, error: null, fieldErrors: {}, failure: null } : {};
    }),
    prepareReview: assign({ pending: { kind: 'review' } as Submission, error: null, failure: null }),
    explainInvalidDraft: assign(({ context }) => {
      const result = buildSubmission(context.kind, context.draft);
      return result.ok
        ? { error: null, fieldErrors: {} }
        : { error: result.message, fieldErrors: result.fields, refusals: context.refusals + 1 };
    }),
    setPermissions: assign(({ event }) =>
      event.type === 'document.permissions' ? { mayAct: event.mayAct } : {},
    ),
    reportUpdate: sendParent(({ context }) => ({
      type: 'card.updated',
      document: context.document,
      nextDocumentId: context.nextDocumentId,
      submission: context.pending as Submission,
    })),
  },
}).createMachine({
  id: 'documentCard',
  context: ({ input }) => ({
    caseId: input.caseId,
    document: input.document,
    kind: controlKind(input.document),
    mayAct: input.mayAct,
    draft: EMPTY_DRAFT,
    error: null,
    fieldErrors: {},
    refusals: 0,
    failure: null,
    pending: null,
    nextDocumentId: null,
    unreadable: false,
  }),
  initial: 'idle',
  on: {
    'document.permissions': { actions: 'setPermissions' },
    'document.display': {
      actions: assign({
        unreadable: ({ event }) => {
          assertEvent(event, 'document.display');
          return event.unreadable;
        },
      }),
    },
  },
  states: {
    // Resting states share their handlers; `processing` ignores them, so a double click sends one request.
    idle: {
      initial: 'routing',
      on: {
        'document.choose': { guard: 'mayDecide', target: '.deciding', actions: 'editDraft' },
        'document.comments': { guard: 'mayDecide', target: '.deciding', actions: 'editDraft' },
        'document.issueDate': { guard: 'mayDecide', target: '.deciding', actions: 'editDraft' },
        'document.answer': { guard: 'mayDecide', target: '.deciding', actions: 'editDraft' },
        'document.reason': { guard: 'mayDecide', target: '.deciding', actions: 'editDraft' },
        'document.policy.add': { guard: 'canAddPolicy', target: '.deciding', actions: 'editDraft' },
        'document.policy.remove': { guard: 'mayDecide', target: '.deciding', actions: 'editDraft' },
        'document.policy.edit': { guard: 'mayDecide', target: '.deciding', actions: 'editDraft' },
        'document.submit': [
          { guard: and(['mayDecide', 'draftIsValid']), target: 'processing', actions: 'prepareSubmission' },
          { guard: 'mayDecide', target: '.deciding', actions: 'explainInvalidDraft' },
        ],
        'document.review': { guard: 'mayReview', target: 'processing', actions: 'prepareReview' },
      },
      states: {
        routing: {
          always: [{ guard: 'isReviewComplete', target: 'reviewed' }, { target: 'viewing' }],
        },
        viewing: { tags: ['required'] },
        deciding: { tags: ['required'] },
        failed: { tags: ['required'] },
        reviewed: { tags: ['complete'] },
      },
    },
    processing: {
      tags: ['busy'],
      invoke: {
        id: 'submitDocument',
        src: 'submitDocument',
        input: ({ context }) => ({
          caseId: context.caseId,
          documentId: context.document.documentId,
          submission: context.pending as Submission,
        }),
        onDone: {
          target: 'idle.reviewed',
          actions: [
            assign(({ event }) => ({
              document: event.output.document,
              nextDocumentId: event.output.nextDocumentId,
              failure: null,
            })),
            'reportUpdate',
          ],
        },
        onError: {
          target: 'idle.failed',
          actions: assign(({ context, event }) => ({
            failure: failureMessage(context.pending, event.error),
          })),
        },
      },
    },
  },
});

export type DocumentCardMachine = typeof documentCardMachine;

/** SPEC §2's icon on the card's heading: a spinner while it is sent, the check once done, else required. */
export const selectReviewIcon = (s: SnapshotFrom<DocumentCardMachine>): ReviewIcon =>
  s.hasTag('busy') ? 'processing' : s.hasTag('complete') ? 'complete' : 'required';

/** The replacement form may still be edited but is full: the view says at most 3 policies can be listed. */
export const selectAtPolicyLimit = (s: SnapshotFrom<DocumentCardMachine>): boolean =>
  s.can({ type: 'document.reason', text: '' }) &&
  !s.can({ type: 'document.policy.add' }) &&
  s.context.draft.policies.length >= MAX_REPLACEMENT_POLICIES;
