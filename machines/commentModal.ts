import { assertEvent, assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { classifyFailure } from '../src/api/failure.ts';
import type { CommentKind } from '../src/api/schemas/enums.ts';
import { commentToast, emptyCommentMessage, isBlankComment } from '../src/domain/review/comments.ts';
import { type ExportedMarks, type MarksProblem, marksProblem } from '../src/domain/review/markedPages.ts';
import type { Message } from '../src/i18n/message.ts';

/** A document whose pages the customer marked in the viewer: how to export them, when asked. */
export interface MarksSource {
  documentId: string;
  /** The document's name as its marked pages are said to be 'of' ('Signed Policy'). */
  documentName: Message;
  exportMarks: () => Promise<ExportedMarks>;
}

/** Marked pages ready to go with the comment. */
interface PreparedPages extends ExportedMarks {
  documentId: string;
  documentName: Message;
}

export interface CommentModalContext {
  caseId: string;
  kind: CommentKind;
  text: string;
  error: Message | null;
  /** The latest document with marks, reported by its viewer; null when none has any. */
  marks: MarksSource | null;
  /** The marked pages exported when the modal opened, once they check out. */
  pages: PreparedPages | null;
  /** Whether the customer leaves 'Attach my marked pages' ticked (it starts ticked). */
  attach: boolean;
  problem: MarksProblem | null;
}

export type CommentModalEvent =
  | { type: 'comment.open'; kind: CommentKind }
  | { type: 'comment.edit'; text: string }
  | { type: 'comment.submit' }
  | { type: 'comment.close' }
  /** A viewer's report: this document has marks (and how to export them), or has none (null). */
  | {
      type: 'comment.marks';
      documentId: string;
      documentName: Message;
      exportMarks: (() => Promise<ExportedMarks>) | null;
    }
  | { type: 'comment.attach'; attach: boolean };

export interface SubmitCommentInput {
  caseId: string;
  kind: CommentKind;
  text: string;
  markedPages?: { documentId: string; pages: number[]; pdf: Uint8Array };
}

/** A refusal of the marked pages themselves (decision 285: 413, or a 400 naming markedPages). */
function refusedPages(error: unknown): MarksProblem | null {
  const failure = classifyFailure(error);
  if (failure.kind !== 'validation') return null;
  if (failure.status === 413) return 'tooLarge';
  return failure.field?.startsWith('markedPages') ? 'unreadable' : null;
}

const failureToast = { type: 'notify', params: { message: commentToast('failure'), kind: 'error' } } as const;

/** Back from a failed send to the form as it was: its text, and its pages ticked or not, or why not. */
const backToForm = [
  { guard: 'hasPages', target: 'open.offeringPages', actions: failureToast },
  { guard: 'hasProblem', target: 'open.pagesNotAttachable', actions: failureToast },
  { target: 'open.writing', actions: failureToast },
] as const;

/**
 * SPEC §4 comment modal: hidden → open as question or change → submitting → hidden again. With marked
 * pages in a document (decision 285), the open modal first prepares them, then offers
 * to attach them (ticked), or says why they cannot go; what was typed is never lost.
 */
export const commentModalMachine = setup({
  types: {
    context: {} as CommentModalContext,
    events: {} as CommentModalEvent,
    input: {} as { caseId: string },
  },
  actors: {
    // Resolves with the call's isSuccessful; a false answer is a failure like a thrown error.
    submitComment: fromPromise<boolean, SubmitCommentInput>(async () => {
      throw new Error('submitComment is provided by the app');
    }),
    // The viewer's own export of its marks (the annotation editor's exportMarkedPages).
    exportMarks: fromPromise<ExportedMarks, { marks: MarksSource }>(({ input }) => input.marks.exportMarks()),
  },
  guards: {
    hasText: ({ context }) => !isBlankComment(context.text),
    hasMarks: ({ context }) => context.marks !== null,
    hasPages: ({ context }) => context.pages !== null,
    hasProblem: ({ context }) => context.problem !== null,
    succeeded: (_, isSuccessful: boolean) => isSuccessful,
    marksFit: (_, marks: ExportedMarks) => marksProblem(marks) === null,
    pagesRefused: (_, error: unknown) => refusedPages(error) !== null,
  },
  actions: {
    notify: (_, _params: { message: Message; kind: 'success' | 'error' }) => {},
    openAs: assign(({ event }) => {
      assertEvent(event, 'comment.open');
      return { kind: event.kind, text: '', error: null, pages: null, attach: true, problem: null };
    }),
    editText: assign(({ event }) => {
      assertEvent(event, 'comment.edit');
      return { text: event.text, error: null };
    }),
    showEmptyMessage: assign(({ context }) => ({ error: emptyCommentMessage(context.kind) })),
    keepMarks: assign(({ context, event }) => {
      assertEvent(event, 'comment.marks');
      const { documentId, documentName, exportMarks } = event;
      if (exportMarks) return { marks: { documentId, documentName, exportMarks } };
      // No marks left in this document; another document's marks stay.
      return context.marks?.documentId === documentId ? { marks: null } : {};
    }),
    keepPages: assign(({ context }, marks: ExportedMarks) => ({
      pages: context.marks
        ? { ...marks, documentId: context.marks.documentId, documentName: context.marks.documentName }
        : null,
      problem: null,
    })),
    recordProblem: assign((_, problem: MarksProblem) => ({ problem, pages: null })),
    tick: assign(({ event }) => {
      assertEvent(event, 'comment.attach');
      return { attach: event.attach };
    }),
  },
}).createMachine({
  id: 'commentModal',
  context: ({ input }) => ({
    caseId: input.caseId,
    kind: 'question',
    text: '',
    error: null,
    marks: null,
    pages: null,
    attach: true,
    problem: null,
  }),
  initial: 'hidden',
  on: {
    'comment.marks': { actions: 'keepMarks' },
  },
  states: {
    hidden: {
      on: {
        'comment.open': { target: 'open', actions: 'openAs' },
      },
    },
    open: {
      initial: 'checkingMarks',
      on: {
        'comment.edit': { actions: 'editText' },
        'comment.close': 'hidden',
      },
      states: {
        checkingMarks: {
          description: 'Passing through: does a document have marked pages to offer?',
          always: [{ guard: 'hasMarks', target: 'preparingPages' }, { target: 'writing' }],
        },
        preparingPages: {
          description:
            "'Preparing your marked pages…': the viewer exports them; the text can be typed meanwhile",
          tags: ['preparing'],
          invoke: {
            id: 'exportMarks',
            src: 'exportMarks',
            input: ({ context }) => ({ marks: context.marks as MarksSource }),
            onDone: [
              {
                guard: {
                  type: 'marksFit',
                  params: ({ event }: { event: DoneActorEvent<ExportedMarks> }) => event.output,
                },
                target: 'offeringPages',
                actions: { type: 'keepPages', params: ({ event }) => event.output },
              },
              {
                target: 'pagesNotAttachable',
                actions: {
                  type: 'recordProblem',
                  params: ({ event }) => marksProblem(event.output) ?? 'unreadable',
                },
              },
            ],
            onError: {
              target: 'pagesNotAttachable',
              actions: { type: 'recordProblem', params: 'unreadable' },
            },
          },
        },
        writing: {
          description: 'The form alone: no document has marked pages (SPEC §4 as it was)',
          on: {
            'comment.submit': [
              { guard: 'hasText', target: '#commentModal.submitting' },
              { actions: 'showEmptyMessage' },
            ],
          },
        },
        offeringPages: {
          description: "The form with 'Attach my marked pages (pages 2 and 5)', ticked until unticked",
          on: {
            'comment.attach': { actions: 'tick' },
            'comment.submit': [
              { guard: 'hasText', target: '#commentModal.submitting' },
              { actions: 'showEmptyMessage' },
            ],
          },
        },
        pagesNotAttachable: {
          description: 'The form with why the marked pages cannot go (too large, unreadable); sends without',
          on: {
            'comment.submit': [
              { guard: 'hasText', target: '#commentModal.submitting' },
              { actions: 'showEmptyMessage' },
            ],
          },
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitComment',
        src: 'submitComment',
        input: ({ context }) => ({
          caseId: context.caseId,
          kind: context.kind,
          text: context.text.trim(),
          ...(context.pages && context.attach
            ? {
                markedPages: {
                  documentId: context.pages.documentId,
                  pages: context.pages.pages,
                  pdf: context.pages.pdf,
                },
              }
            : {}),
        }),
        onDone: [
          {
            guard: {
              type: 'succeeded',
              params: ({ event }: { event: DoneActorEvent<boolean> }) => event.output,
            },
            target: 'hidden',
            actions: {
              type: 'notify',
              params: ({ context }) => ({ message: commentToast(context.kind), kind: 'success' as const }),
            },
          },
          ...backToForm,
        ],
        // The text stays so the customer can try again; pages the service refused are said so.
        onError: [
          {
            guard: {
              type: 'pagesRefused',
              params: ({ event }: { event: ErrorActorEvent }) => event.error,
            },
            target: 'open.pagesNotAttachable',
            actions: [
              failureToast,
              { type: 'recordProblem', params: ({ event }) => refusedPages(event.error) ?? 'unreadable' },
            ],
          },
          ...backToForm,
        ],
      },
    },
  },
});

type CommentModalMachine = typeof commentModalMachine;

export type CommentModalSnapshot = ReturnType<CommentModalMachine['getInitialSnapshot']>;

/** What the open (or sending) modal shows about marked pages: nothing, preparing, the offer, or why not. */
export type MarksOffer =
  | { status: 'none' }
  | { status: 'preparing' }
  | { status: 'offered'; pages: number[]; documentName: Message; attach: boolean }
  | { status: 'notAttachable'; problem: MarksProblem };

export const selectMarksOffer = (s: CommentModalSnapshot): MarksOffer => {
  if (s.matches('hidden')) return { status: 'none' };
  if (s.matches({ open: 'preparingPages' })) return { status: 'preparing' };
  const { pages, problem, attach } = s.context;
  if (pages) return { status: 'offered', pages: pages.pages, documentName: pages.documentName, attach };
  return problem ? { status: 'notAttachable', problem } : { status: 'none' };
};

export const sameMarksOffer = (a: MarksOffer, b: MarksOffer): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
