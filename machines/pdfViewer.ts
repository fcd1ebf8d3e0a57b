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

/** Zoom steps, as a factor of fit width (issue 24 point 3); fit width (1) is where a document opens. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const FIT_STEP = ZOOM_STEPS.indexOf(1);

export interface PdfViewerContext {
  pageCount: number;
  /** Pages currently intersecting the viewport (by 0-based index). */
  visible: number[];
  /** Pages that should hold a rendered canvas now. */
  wanted: number[];
  error: string | null;
  failedPages: number[];
  cleanups: number;
  /** Index into ZOOM_STEPS. */
  zoomStep: number;
  /** The page the reader is on (0-based): the one taking most of the scroll box. */
  currentPage: number;
  /** Page index → the part of the scroll box's height it shows, for the pages on screen. */
  shown: Record<number, number>;
  /** A page the view is asked to bring to the top of the scroll box; seq tells repeated asks apart. */
  goTo: { index: number; seq: number } | null;
}

export type PdfViewerEvent =
  | { type: 'page.visible'; index: number }
  | { type: 'page.hidden'; index: number }
  | { type: 'page.rendered'; index: number }
  | { type: 'page.failed'; index: number; message: string }
  | { type: 'memory.sample'; usedBytes: number }
  | { type: 'pdf.retry' }
  | { type: 'zoom.in' }
  | { type: 'zoom.out' }
  | { type: 'zoom.fit' }
  /** From the on-screen observer: how much of the scroll box page `index` fills (0 when gone). */
  | { type: 'page.shown'; index: number; part: number }
  /** The reader asks for page `index` (0-based; clamped to the document). */
  | { type: 'page.go'; index: number }
  | { type: 'page.next' }
  | { type: 'page.previous' };

/** The page taking most of the scroll box; the first such page on a tie, `fallback` when none shows. */
export function currentPageOf(shown: Record<number, number>, fallback: number): number {
  let best = fallback;
  let bestPart = 0;
  for (const [key, part] of Object.entries(shown)) {
    const index = Number(key);
    if (part > bestPart || (part === bestPart && part > 0 && index < best)) {
      best = index;
      bestPart = part;
    }
  }
  return best;
}

/** The page a typed page field asks for (1-based, as shown), or null when it names no page. */
export function pageFromField(text: string, pageCount: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= pageCount ? page : null;
}

const clampPage = (index: number, pageCount: number) =>
  Math.min(Math.max(0, Math.trunc(index)), Math.max(0, pageCount - 1));

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
    canZoomIn: ({ context }) => context.zoomStep < ZOOM_STEPS.length - 1,
    canZoomOut: ({ context }) => context.zoomStep > 0,
  },
  actions: {
    sampleMemory: () => {},
    freeMemory: () => {},
    logPageError: (_, _params: { index: number; message: string }) => {},
    // After a zoom the current page is brought back to the top: every page above it changed height.
    goToPage: assign(({ context }, params: { index: number }) => {
      const index = clampPage(params.index, context.pageCount);
      return { currentPage: index, goTo: { index, seq: (context.goTo?.seq ?? 0) + 1 } };
    }),
  },
}).createMachine({
  id: 'pdfViewer',
  context: {
    pageCount: 0,
    visible: [],
    wanted: [],
    error: null,
    failedPages: [],
    cleanups: 0,
    zoomStep: FIT_STEP,
    currentPage: 0,
    shown: {},
    goTo: null,
  },
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
        'page.shown': {
          actions: assign(({ context, event }) => {
            const shown = { ...context.shown };
            if (event.part > 0) shown[event.index] = event.part;
            else delete shown[event.index];
            return { shown, currentPage: currentPageOf(shown, context.currentPage) };
          }),
        },
        'page.go': { actions: { type: 'goToPage', params: ({ event }) => ({ index: event.index }) } },
        'page.next': {
          actions: { type: 'goToPage', params: ({ context }) => ({ index: context.currentPage + 1 }) },
        },
        'page.previous': {
          actions: { type: 'goToPage', params: ({ context }) => ({ index: context.currentPage - 1 }) },
        },
        'zoom.in': {
          guard: 'canZoomIn',
          actions: [
            assign({ zoomStep: ({ context }) => context.zoomStep + 1 }),
            { type: 'goToPage', params: ({ context }) => ({ index: context.currentPage }) },
          ],
        },
        'zoom.out': {
          guard: 'canZoomOut',
          actions: [
            assign({ zoomStep: ({ context }) => context.zoomStep - 1 }),
            { type: 'goToPage', params: ({ context }) => ({ index: context.currentPage }) },
          ],
        },
        'zoom.fit': {
          actions: [
            assign({ zoomStep: FIT_STEP }),
            { type: 'goToPage', params: ({ context }) => ({ index: context.currentPage }) },
          ],
        },
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

type ViewerSnapshot = { context: PdfViewerContext };

/** The zoom factor over fit width. */
export const selectZoom = (s: ViewerSnapshot): number => ZOOM_STEPS[s.context.zoomStep] ?? 1;

/** What the zoom and page controls show and allow. */
export function selectPageControls(s: ViewerSnapshot) {
  const { zoomStep, currentPage, pageCount } = s.context;
  return {
    page: currentPage + 1,
    pageCount,
    zoomPercent: Math.round((ZOOM_STEPS[zoomStep] ?? 1) * 100),
    canZoomIn: zoomStep < ZOOM_STEPS.length - 1,
    canZoomOut: zoomStep > 0,
    atFit: zoomStep === FIT_STEP,
    canGoBack: currentPage > 0,
    canGoOn: currentPage < pageCount - 1,
  };
}

export type PageControls = ReturnType<typeof selectPageControls>;

export const samePageControls = (a: PageControls, b: PageControls) =>
  (Object.keys(a) as (keyof PageControls)[]).every((k) => a[k] === b[k]);
