import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { classifyFailure } from '../src/api/failure.ts';
import { SPEC_TEXTS } from '../src/domain/failureTexts.ts';

/** SPEC §9 viewer limits. */
export const PDF_LIMITS = {
  heapBudgetBytes: 50 * 1024 * 1024,
  watchdogIntervalMs: 5000,
  maxCanvasPixels: 16 * 1024 * 1024,
  /** Pages within this many of a visible page are rendered; farther ones are released. */
  nearPages: 2,
} as const;

export interface PdfViewerContext {
  pageCount: number;
  /** Pages currently intersecting the viewport (by 0-based index). */
  visible: number[];
  /** Pages that should hold a rendered canvas now. */
  wanted: number[];
  error: string | null;
  failedPages: number[];
  cleanups: number;
}

export type PdfViewerEvent =
  | { type: 'page.visible'; index: number }
  | { type: 'page.hidden'; index: number }
  | { type: 'page.rendered'; index: number }
  | { type: 'page.failed'; index: number; message: string }
  | { type: 'memory.sample'; usedBytes: number }
  | { type: 'pdf.retry' };

export function wantedPages(
  visible: readonly number[],
  pageCount: number,
  near = PDF_LIMITS.nearPages,
): number[] {
  const wanted = new Set<number>();
  for (const v of visible) {
    for (let i = Math.max(0, v - near); i <= Math.min(pageCount - 1, v + near); i++) wanted.add(i);
  }
  return [...wanted].sort((a, b) => a - b);
}

/**
 * The canvas viewer of SPEC §2/§9: load, render pages near the viewport, release far ones, and
 * free memory when the heap passes its budget. The pdf.js document lives in the app's actors.
 */
export const pdfViewerMachine = setup({
  types: {
    context: {} as PdfViewerContext,
    events: {} as PdfViewerEvent,
  },
  actors: {
    loadPdf: fromPromise<{ pageCount: number }, void>(async () => {
      throw new Error('loadPdf is provided by the app');
    }),
    // Sends memory.sample every 5 s where the browser reports heap size.
    memoryWatchdog: fromCallback<PdfViewerEvent>(() => () => {}),
  },
  guards: {
    overBudget: ({ event }) => event.type === 'memory.sample' && event.usedBytes > PDF_LIMITS.heapBudgetBytes,
  },
  actions: {
    sampleMemory: () => {},
    freeMemory: () => {},
    logPageError: (_, _params: { index: number; message: string }) => {},
  },
}).createMachine({
  id: 'pdfViewer',
  context: { pageCount: 0, visible: [], wanted: [], error: null, failedPages: [], cleanups: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPdf',
        src: 'loadPdf',
        onDone: [
          {
            guard: ({ event }) => event.output.pageCount < 1,
            target: 'failed',
            actions: assign({ error: SPEC_TEXTS.pdfLoadFailed('the document has no pages') }),
          },
          {
            target: 'ready',
            actions: assign({
              pageCount: ({ event }) => event.output.pageCount,
              visible: [0],
              wanted: ({ event }) => wantedPages([0], event.output.pageCount),
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) =>
              SPEC_TEXTS.pdfLoadFailed(classifyFailure(event.error).message || String(event.error)),
          }),
        },
      },
    },
    failed: {
      on: { 'pdf.retry': 'loading' },
    },
    ready: {
      invoke: { id: 'memoryWatchdog', src: 'memoryWatchdog' },
      on: {
        'page.visible': {
          actions: assign(({ context, event }) => {
            const visible = [...new Set([...context.visible, event.index])];
            return { visible, wanted: wantedPages(visible, context.pageCount) };
          }),
        },
        'page.hidden': {
          actions: assign(({ context, event }) => {
            const visible = context.visible.filter((i) => i !== event.index);
            return { visible, wanted: wantedPages(visible, context.pageCount) };
          }),
        },
        'page.rendered': { actions: 'sampleMemory' },
        // A page that fails is logged; the other pages go on.
        'page.failed': {
          actions: [
            { type: 'logPageError', params: ({ event }) => ({ index: event.index, message: event.message }) },
            assign({ failedPages: ({ context, event }) => [...context.failedPages, event.index] }),
          ],
        },
        'memory.sample': {
          guard: 'overBudget',
          actions: [
            'freeMemory',
            // Keep only what is on screen; neighbours render again as they come near.
            assign(({ context }) => ({
              wanted: [...context.visible].sort((a, b) => a - b),
              cleanups: context.cleanups + 1,
            })),
          ],
        },
      },
    },
  },
});

export type PdfViewerMachine = typeof pdfViewerMachine;
