import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import type { Browser } from '@playwright/test';

/**
 * pdf.js's own find, as the tests' oracle for the viewer's counts (decision 256): its PDFFindController
 * and EventBus from pdfjs-dist/web/pdf_viewer.mjs, with its default options, run in a Chromium page of
 * its own over the same bytes, with the same pdf.js build and data files the portal ships. Nothing
 * here counts: the numbers are pdf.js's.
 */

const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
/** Never reached: every request to it is answered below, from node_modules. */
const ORIGIN = 'http://127.0.0.1:9';

const FILES: Record<string, string> = {
  // pdf.js's library and worker, the same version the portal bundles (minified: quicker to load).
  '/pdf.mjs': 'build/pdf.min.mjs',
  '/pdf.worker.mjs': 'build/pdf.worker.min.mjs',
  '/pdf_viewer.mjs': 'web/pdf_viewer.mjs',
};
const DATA_DIRS = ['cmaps', 'standard_fonts', 'wasm', 'iccs'];

const PAGE = `<!doctype html><meta charset="utf-8"><title>pdf.js find oracle</title>
<script type="module">
import * as pdfjsLib from '/pdf.mjs';
// pdf_viewer.mjs reads the library from this global, as pdf.js's own viewer sets it.
globalThis.pdfjsLib = pdfjsLib;
pdfjsLib.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
const { EventBus, PDFFindController } = await import('/pdf_viewer.mjs');
window.pdfjsFind = async (queries) => {
  const data = new Uint8Array(await (await fetch('/document.pdf')).arrayBuffer());
  const doc = await pdfjsLib.getDocument({
    data, cMapUrl: '/cmaps/', cMapPacked: true,
    standardFontDataUrl: '/standard_fonts/', wasmUrl: '/wasm/', iccUrl: '/iccs/',
  }).promise;
  const eventBus = new EventBus();
  // The smallest link service find reads: the page count and the current page.
  const linkService = { pagesCount: doc.numPages, page: 1 };
  // One controller for every query: it reads each page's text once, as in pdf.js's viewer.
  const find = new PDFFindController({ linkService, eventBus, updateMatchesCountOnProgress: false });
  find.setDocument(doc);
  const counts = {};
  for (const query of queries) {
    // Told once a query has been looked for on every page.
    const done = new Promise((resolve) => eventBus.on('updatefindmatchescount', resolve, { once: true }));
    eventBus.dispatch('find', {
      source: null, type: 'find', query, caseSensitive: false, entireWord: false,
      highlightAll: true, findPrevious: false, matchDiacritics: false,
    });
    const { matchesCount } = await done;
    counts[query] = { pages: find.pageMatches.map((m) => m.length), total: matchesCount.total };
  }
  await doc.loadingTask.destroy();
  return counts;
};
window.pdfjsFindReady = true;
</script>`;

export interface PdfjsFindCount {
  /** Matches on each page, in page order. */
  pages: number[];
  /** pdf.js's own total, as its find bar shows it. */
  total: number;
}

/** pdf.js's own find counts of each query over the PDF `bytes`. */
export async function pdfjsFindCounts(
  browser: Browser,
  bytes: Uint8Array,
  queries: readonly string[],
): Promise<Record<string, PdfjsFindCount>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.route(`${ORIGIN}/**`, async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
      if (path === '/document.pdf')
        return route.fulfill({ contentType: 'application/pdf', body: Buffer.from(bytes) });
      const file =
        FILES[path] ?? (DATA_DIRS.includes(path.split('/')[1] ?? '') ? normalize(path.slice(1)) : null);
      if (!file || file.startsWith('..')) return route.fulfill({ status: 404 });
      const contentType = file.endsWith('.mjs') ? 'text/javascript' : 'application/octet-stream';
      return route.fulfill({ contentType, body: readFileSync(join(PDFJS_DIR, file)) });
    });
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => (window as { pdfjsFindReady?: boolean }).pdfjsFindReady === true);
    return await page.evaluate(
      (qs) =>
        (
          window as unknown as {
            pdfjsFind: (q: readonly string[]) => Promise<Record<string, PdfjsFindCount>>;
          }
        ).pdfjsFind(qs),
      queries,
    );
  } finally {
    await context.close();
  }
}

/** The total of one query's counts, failing loudly when the oracle was not asked it. */
export function pdfjsTotal(counts: Record<string, PdfjsFindCount>, query: string): number {
  const count = counts[query];
  if (!count) throw new Error(`pdf.js's find was not asked for "${query}"`);
  return count.total;
}
