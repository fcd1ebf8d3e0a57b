import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { classifyFailure } from '../src/api/failure.ts';
import { PDF_REASONS, pdfLoadFailed, plainPdfReason } from '../src/domain/failureTexts.ts';
import { type Message, message } from '../src/i18n/message.ts';

/** SPEC §9 viewer limits. */
export const PDF_LIMITS = {
  heapBudgetBytes: 50 * 1024 * 1024,
  watchdogIntervalMs: 5000,
  maxCanvasPixels: 16 * 1024 * 1024,
  /** Pages within this many of a visible page are rendered; farther ones are released. */
  nearPages: 2,
} as const;

/** Zoom steps, as a factor of fit width; fit width (1) is where a document opens. */
const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const MIN_ZOOM = ZOOM_STEPS[0];
const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? 3;

/** Below this width (CSS px) the viewer's toolbar folds into one row (decision 331): a phone. */
const FOLD_BELOW = 560;
export const toolbarFolds = (viewerWidth: number) => viewerWidth < FOLD_BELOW;

/** A zoom kept within the steps' range; a pinch may end between two steps (decision 331). */
const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
/** The first step above `zoom` (the + button), or `zoom` at the top. */
const stepAbove = (zoom: number) => ZOOM_STEPS.find((step) => step > zoom + 1e-6) ?? zoom;
/** The last step below `zoom` (the − button), or `zoom` at the bottom. */
const stepBelow = (zoom: number) => [...ZOOM_STEPS].reverse().find((step) => step < zoom - 1e-6) ?? zoom;

export interface PdfViewerContext {
  pageCount: number;
  /** Pages currently intersecting the viewport (by 0-based index). */
  visible: number[];
  /** Pages that should hold a rendered canvas now. */
  wanted: number[];
  /** Why the file could not be shown (SPEC §8 'Failed to load PDF document: {message}'). */
  error: Message | null;
  failedPages: number[];
  cleanups: number;
  /** The zoom over fit width: a step of ZOOM_STEPS, or where a pinch ended between them. */
  zoom: number;
  /** While two fingers pinch: the zoom they started from and the scale they show now (decision 331). */
  pinch: { from: number; scale: number } | null;
  /** The toolbar's folding panels on a narrow viewer: find, and the mark-up tools (decision 331). */
  findOpen: boolean;
  toolsOpen: boolean;
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
  | { type: 'page.previous' }
  /** Two fingers go down on the pages. */
  | { type: 'pinch.start' }
  /** The fingers' distance over their distance at the start. */
  | { type: 'pinch.move'; scale: number }
  /** A finger lifts: the pages are drawn again at the new zoom. */
  | { type: 'pinch.end' }
  | { type: 'pinch.cancel' }
  /** The toolbar's Find and Mark up buttons open and close their panels. */
  | { type: 'toolbar.find' }
  | { type: 'toolbar.tools' };

/**
 * The page taking most of the scroll box; the first such page on a tie, `fallback` when none shows.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/pdf-viewer.test.ts, tests/unit/pdf-zoom-pages.test.ts).
 */
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

/**
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 * (tests/unit/pdf-viewer.test.ts).
 */
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
    canZoomIn: ({ context }) => context.zoom < MAX_ZOOM,
    canZoomOut: ({ context }) => context.zoom > MIN_ZOOM,
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
    zoom: 1,
    pinch: null,
    findOpen: false,
    toolsOpen: false,
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
            actions: assign({ error: pdfLoadFailed(message(PDF_REASONS, 'noPages')) }),
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
            // The customer's words for the reader's reason (decision 423).
            error: ({ event }) =>
              pdfLoadFailed(plainPdfReason(classifyFailure(event.error).message || String(event.error))),
          }),
        },
      },
    },
    failed: {
      on: { 'pdf.retry': 'loading' },
    },
    ready: {
      invoke: { id: 'memoryWatchdog', src: 'memoryWatchdog' },
      initial: 'still',
      states: {
        still: {
          on: {
            'pinch.start': {
              target: 'pinching',
              actions: assign({ pinch: ({ context }) => ({ from: context.zoom, scale: 1 }) }),
            },
          },
        },
        pinching: {
          description:
            'Two fingers pinch: the pages are scaled as they are (a CSS transform), within the zoom range; drawn again when a finger lifts.',
          on: {
            'pinch.move': {
              actions: assign({
                pinch: ({ context, event }) => {
                  const from = context.pinch?.from ?? context.zoom;
                  return { from, scale: clampZoom(from * event.scale) / from };
                },
              }),
            },
            'pinch.end': {
              target: 'still',
              actions: assign({
                zoom: ({ context }) =>
                  context.pinch ? clampZoom(context.pinch.from * context.pinch.scale) : context.zoom,
                pinch: null,
              }),
            },
            'pinch.cancel': { target: 'still', actions: assign({ pinch: null }) },
          },
        },
      },
      on: {
        'toolbar.find': { actions: assign({ findOpen: ({ context }) => !context.findOpen }) },
        'toolbar.tools': { actions: assign({ toolsOpen: ({ context }) => !context.toolsOpen }) },
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
            assign({ zoom: ({ context }) => stepAbove(context.zoom) }),
            { type: 'goToPage', params: ({ context }) => ({ index: context.currentPage }) },
          ],
        },
        'zoom.out': {
          guard: 'canZoomOut',
          actions: [
            assign({ zoom: ({ context }) => stepBelow(context.zoom) }),
            { type: 'goToPage', params: ({ context }) => ({ index: context.currentPage }) },
          ],
        },
        'zoom.fit': {
          actions: [
            assign({ zoom: 1 }),
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

/** The zoom factor over fit width the pages are drawn at (a pinch shows its own scale on top). */
export const selectZoom = (s: ViewerSnapshot): number => s.context.zoom;

/** How much a pinch in progress scales the drawn pages: 1 when no fingers pinch. */
export const selectPinchScale = (s: ViewerSnapshot): number => s.context.pinch?.scale ?? 1;

/** Which of the toolbar's folding panels are open. */
export const selectPanels = (s: ViewerSnapshot) => ({ find: s.context.findOpen, tools: s.context.toolsOpen });
export const samePanels = (a: { find: boolean; tools: boolean }, b: { find: boolean; tools: boolean }) =>
  a.find === b.find && a.tools === b.tools;

/** What the zoom and page controls show and allow. */
export function selectPageControls(s: ViewerSnapshot) {
  const { zoom, currentPage, pageCount } = s.context;
  return {
    page: currentPage + 1,
    pageCount,
    zoomPercent: Math.round(zoom * 100),
    canZoomIn: zoom < MAX_ZOOM,
    canZoomOut: zoom > MIN_ZOOM,
    atFit: zoom === 1,
    canGoBack: currentPage > 0,
    canGoOn: currentPage < pageCount - 1,
  };
}

export type PageControls = ReturnType<typeof selectPageControls>;

export const samePageControls = (a: PageControls, b: PageControls) =>
  (Object.keys(a) as (keyof PageControls)[]).every((k) => a[k] === b[k]);
