import { assertEvent, assign, type DoneActorEvent, fromPromise, setup } from 'xstate';
import type { CommentKind } from '../src/api/schemas/enums.ts';
import { COMMENT_TOASTS, emptyCommentMessage } from '../src/domain/comments.ts';

export interface CommentModalContext {
  caseId: string;
  kind: CommentKind;
  text: string;
  error: string | null;
}

export type CommentModalEvent =
  | { type: 'comment.open'; kind: CommentKind }
  | { type: 'comment.edit'; text: string }
  | { type: 'comment.submit' }
  | { type: 'comment.close' };

export interface SubmitCommentInput {
  caseId: string;
  kind: CommentKind;
  text: string;
}

/** SPEC §4 comment modal: hidden → open as question or change → submitting → hidden again. */
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
  },
  guards: {
    hasText: ({ context }) => context.text.trim() !== '',
    succeeded: (_, isSuccessful: boolean) => isSuccessful,
  },
  actions: {
    notify: (_, _params: { message: string; kind: 'success' | 'error' }) => {},
    openAs: assign(({ event }) => {
      assertEvent(event, 'comment.open');
      return { kind: event.kind, text: '', error: null };
    }),
    editText: assign(({ event }) => {
      assertEvent(event, 'comment.edit');
      return { text: event.text, error: null };
    }),
    showEmptyMessage: assign(({ context }) => ({ error: emptyCommentMessage(context.kind) })),
  },
}).createMachine({
  id: 'commentModal',
  context: ({ input }) => ({ caseId: input.caseId, kind: 'question', text: '', error: null }),
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'comment.open': { target: 'open', actions: 'openAs' },
      },
    },
    open: {
      on: {
        'comment.edit': { actions: 'editText' },
        'comment.submit': [{ guard: 'hasText', target: 'submitting' }, { actions: 'showEmptyMessage' }],
        'comment.close': 'hidden',
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitComment',
        src: 'submitComment',
        input: ({ context }) => ({ caseId: context.caseId, kind: context.kind, text: context.text.trim() }),
        onDone: [
          {
            guard: {
              type: 'succeeded',
              params: ({ event }: { event: DoneActorEvent<boolean> }) => event.output,
            },
            target: 'hidden',
            actions: {
              type: 'notify',
              params: ({ context }) => ({ message: COMMENT_TOASTS[context.kind], kind: 'success' as const }),
            },
          },
          {
            target: 'open',
            actions: { type: 'notify', params: { message: COMMENT_TOASTS.failure, kind: 'error' } },
          },
        ],
        // The text stays so the customer can try again.
        onError: {
          target: 'open',
          actions: { type: 'notify', params: { message: COMMENT_TOASTS.failure, kind: 'error' } },
        },
      },
    },
  },
});

export type CommentModalMachine = typeof commentModalMachine;
