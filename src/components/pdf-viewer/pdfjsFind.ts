import type { EventBus, PDFFindController, PDFLinkService } from 'pdfjs-dist/web/pdf_viewer.mjs';
import type { PDFDocumentProxy } from './pdfjs.ts';

/**
 * Find through pdf.js's own PDFFindController (decision 400): pdf.js reads each page's text, folds it
 * and the query (accents, ligatures, words hyphenated over a line's end) and gives each page's matches
 * as offsets in the page's text. The find machine (machines/pdfFind.ts) keeps the workflow: which match
 * is current, next and previous, wrapping; the controller only counts and locates.
 */

/** A match on a page: characters [start, start + length) of its text items' strings one after another. */
export interface PageMatch {
  start: number;
  length: number;
}

/**
 * What is looked for: the query without its outer spaces (pdf.js keeps them; a reader typing
 * 'policy ' on the way to 'policy number' should not lose the count meanwhile).
 */
function findQuery(query: string): string {
  return query.trim();
}

type ViewerModule = typeof import('./pdfjsFindParts.ts');

let viewerModule: Promise<ViewerModule> | null = null;

/** pdf.js's find, loaded apart from the viewer's chunk. A failed load is tried again next time. */
function loadViewer(): Promise<ViewerModule> {
  if (!viewerModule) {
    viewerModule = import('./pdfjsFindParts.ts');
    viewerModule.catch(() => {
      viewerModule = null;
    });
  }
  return viewerModule;
}

/**
 * Fetches pdf.js's find ahead of the reader's first query (called once the first page is drawn, so it
 * never competes with it): a query then waits for no download.
 */
export function preloadFind() {
  loadViewer().catch(() => {});
}

/** Pages whose text is asked for ahead of the one pdf.js's find is reading, so the worker is never idle. */
const READ_AHEAD = 8;

type TextContent = Awaited<ReturnType<Awaited<ReturnType<PDFDocumentProxy['getPage']>>['getTextContent']>>;

/**
 * The document as pdf.js's find sees it: the same pages, but their text read READ_AHEAD pages ahead.
 * Its find asks for one page's text only once the one before is read (a round trip to the worker
 * each); asked ahead, the answers queue up in the worker instead.
 */
function readingAhead(doc: PDFDocumentProxy): PDFDocumentProxy {
  const ahead = new Map<number, Promise<TextContent>>();
  const request = (n: number) => {
    if (n > doc.numPages || ahead.has(n)) return;
    const text = doc.getPage(n).then((page) => page.getTextContent({ disableNormalization: true }));
    // A failure is met when find asks for that page, not here.
    text.catch(() => {});
    ahead.set(n, text);
  };
  const getPage = async (n: number) => {
    const page = await doc.getPage(n);
    const getTextContent = (options?: { disableNormalization?: boolean }) => {
      for (let k = n + 1; k <= n + READ_AHEAD; k++) request(k);
      const early = options?.disableNormalization === true ? ahead.get(n) : undefined;
      ahead.delete(n);
      return early ?? page.getTextContent(options);
    };
    return { getTextContent };
  };
  return { numPages: doc.numPages, getPage } as unknown as PDFDocumentProxy;
}

interface Controller {
  find: PDFFindController;
  bus: EventBus;
}

interface Waiter {
  page: number;
  query: string;
  resolve: (matches: PageMatch[]) => void;
}

/** A search under way: stop() ends it at once (no more pages are reported). */
export interface RunningSearch {
  done: Promise<void>;
  stop: () => void;
}

/** One document's find: one controller for every query, so each page's text is read once. */
export class PdfjsFind {
  private controller: Promise<Controller> | null = null;
  private query = '';
  private pages = new Map<number, PageMatch[]>();
  private waiters: Waiter[] = [];

  constructor(private readonly doc: PDFDocumentProxy) {}

  get pageCount(): number {
    return this.doc.numPages;
  }

  private ready(): Promise<Controller> {
    if (!this.controller) {
      const pagesCount = this.doc.numPages;
      this.controller = loadViewer().then(({ EventBus, PDFFindController }) => {
        const bus = new EventBus();
        // The least a link service must answer find: the page count, and a page that never moves
        // (which match is current, and scrolling to it, are the find machine's and the viewer's).
        const linkService = {
          pagesCount,
          get page() {
            return 1;
          },
          set page(_: number) {},
        } as unknown as PDFLinkService;
        const find = new PDFFindController({
          linkService,
          eventBus: bus,
          updateMatchesCountOnProgress: false,
        });
        find.setDocument(readingAhead(this.doc));
        return { find, bus };
      });
      this.controller.catch(() => {
        this.controller = null;
      });
    }
    return this.controller;
  }

  /**
   * Looks for query on every page; onPage is told each page's match count, in page order. `done`
   * resolves once every page is counted, and rejects when pdf.js's find cannot be loaded.
   */
  search(query: string, onPage: (page: number, count: number) => void): RunningSearch {
    let stopped = false;
    let stopListening = () => {};
    const done = this.ready().then(
      ({ find, bus }) =>
        new Promise<void>((resolve) => {
          if (stopped) return resolve();
          const wanted = findQuery(query);
          this.query = wanted;
          this.pages = new Map();
          this.waiters = this.waiters.filter((w) => w.query === wanted);
          let next = 0;
          // pdf.js clears the previous query's matches and says so with page -1; what comes before is stale.
          let cleared = false;
          const onMatches = ({ pageIndex }: { pageIndex: number }) => {
            if (pageIndex === -1) cleared = true;
            if (!cleared || stopped) return;
            const starts: number[][] = find.pageMatches ?? [];
            const lengths: number[][] = find.pageMatchesLength ?? [];
            while (next < this.pageCount && starts[next] !== undefined) {
              const matches = (starts[next] ?? []).map((start, i) => ({
                start,
                length: lengths[next]?.[i] ?? 0,
              }));
              this.counted(next, wanted, matches);
              onPage(next, matches.length);
              next++;
            }
            if (next === this.pageCount) {
              stopListening();
              resolve();
            }
          };
          stopListening = () => {
            bus.off('updatetextlayermatches', onMatches);
            resolve();
          };
          bus.on('updatetextlayermatches', onMatches);
          // 'find' looks at once (a type of '' would wait for typing to pause, as pdf.js's find bar does);
          // case and accents ignored, parts of words found: pdf.js's defaults.
          bus.dispatch('find', {
            source: null,
            type: 'find',
            query: wanted,
            caseSensitive: false,
            entireWord: false,
            highlightAll: true,
            findPrevious: false,
            matchDiacritics: false,
          });
        }),
    );
    return {
      done,
      stop: () => {
        stopped = true;
        stopListening();
      },
    };
  }

  private counted(page: number, query: string, matches: PageMatch[]) {
    this.pages.set(page, matches);
    this.waiters = this.waiters.filter((w) => {
      if (w.page !== page || w.query !== query) return true;
      w.resolve(matches);
      return false;
    });
  }

  /** The matches of query on page, once that page is counted for it. */
  matches(page: number, query: string): Promise<PageMatch[]> {
    const wanted = findQuery(query);
    const known = this.query === wanted ? this.pages.get(page) : undefined;
    if (known) return Promise.resolve(known);
    return new Promise((resolve) => this.waiters.push({ page, query: wanted, resolve }));
  }

  /**
   * Lets go of the document: pdf.js's find stops reading its text and drops it (a later search, after
   * React's development remount, starts a controller anew).
   */
  close() {
    const controller = this.controller;
    this.controller = null;
    this.waiters = [];
    void controller
      ?.then(({ find }) => find.setDocument(null as unknown as PDFDocumentProxy))
      .catch(() => {});
  }
}
