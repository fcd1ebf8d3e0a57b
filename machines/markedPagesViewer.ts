import { assign, fromPromise, setup } from 'xstate';
import type { MarkedPagesFile } from '../src/api/schemas/markedPages.ts';

export interface MarkedPagesViewerInput {
  caseId: string;
  commentId: string;
}

export interface MarkedPagesViewerContext extends MarkedPagesViewerInput {
  /** The stored PDF, base64 as documents arrive, once loaded; kept for a second opening. */
  content: string | null;
}

export type MarkedPagesViewerEvent =
  | { type: 'pages.open' }
  | { type: 'pages.close' }
  | { type: 'pages.retry' };

/**
 * The marked pages of a question or change request (decision 285), opened from the
 * Change History in the portal's own viewer: fetched on first opening, shown, closed.
 */
export const markedPagesViewerMachine = setup({
  types: {
    context: {} as MarkedPagesViewerContext,
    events: {} as MarkedPagesViewerEvent,
    input: {} as MarkedPagesViewerInput,
  },
  actors: {
    loadMarkedPages: fromPromise<MarkedPagesFile, MarkedPagesViewerInput>(async () => {
      throw new Error('loadMarkedPages is provided by the app');
    }),
  },
  guards: {
    loaded: ({ context }) => context.content !== null,
  },
  actions: {
    keepContent: assign((_, file: MarkedPagesFile) => ({ content: file.content })),
  },
}).createMachine({
  id: 'markedPagesViewer',
  context: ({ input }) => ({ ...input, content: null }),
  initial: 'closed',
  states: {
    closed: {
      description: "The Change History row: 'Marked pages: 2, 5 of Signed Policy' and its button",
      on: { 'pages.open': [{ guard: 'loaded', target: 'shown' }, { target: 'loading' }] },
    },
    loading: {
      description: 'The dialog with the spinner while the stored PDF is fetched',
      on: { 'pages.close': 'closed' },
      invoke: {
        id: 'loadMarkedPages',
        src: 'loadMarkedPages',
        input: ({ context }) => ({ caseId: context.caseId, commentId: context.commentId }),
        onDone: { target: 'shown', actions: { type: 'keepContent', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    shown: {
      description: "The dialog with the marked pages in the portal's viewer, their annotations drawn",
      on: { 'pages.close': 'closed' },
    },
    failed: {
      description: "The dialog saying the pages could not be loaded, with 'Try again'",
      on: { 'pages.retry': 'loading', 'pages.close': 'closed' },
    },
  },
});
