import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { pdfjsText } from '../e2e/support/pdfjsOracle.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts';
import { type Harness, SHARED_PDFS, startHarness } from './pdf/harness.ts';

/**
 * The portal's canvas viewer against pdf.js's own PDFViewer and react-pdf on the same files in the same
 * harness, headless Chromium, all drawing each page's text layer: bytes available → first page painted
 * with its text layer, scroll to the last page → first frame with it painted, peak JS heap; then, on a
 * fresh load, find → the first match highlighted on screen (a text only the last page holds, so every
 * page's text is read first). Then the real-world PDFs of ../shared/pdfs: each in the canvas viewer
 * against what its README expects, and those that render in all three viewers, as above.
 * BENCH_PDF=generated|shared runs one part; BENCH_VIEWERS=canvas,pdfjs,react-pdf picks viewers;
 * BENCH_PDF_FILE_LIMIT_MS bounds each real-world file.
 */
const ALL_VIEWERS = ['canvas', 'pdfjs', 'react-pdf'] as const;
const VIEWERS = ALL_VIEWERS.filter((v) =>
  (process.env.BENCH_VIEWERS ?? ALL_VIEWERS.join(',')).split(',').includes(v),
);
/** The names the tables give the viewers. */
const VIEWER_NAMES: Record<(typeof ALL_VIEWERS)[number], string> = {
  canvas: 'portal',
  pdfjs: 'pdf.js PDFViewer',
  'react-pdf': 'react-pdf',
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Past this, find is reported as not shown ('NaN'). */
const FIND_LIMIT_MS = 120_000;
const MB = 1024 * 1024;
/** Which part to run: the generated documents against react-pdf, the real-world PDFs, or both. */
const PART = process.env.BENCH_PDF ?? 'all';

interface Result {
  firstPageMs: number;
  scrollToLastMs: number;
  peakHeapMb: number;
  canvasMb: number;
  findMs: number;
  findHeapMb: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main() {
  const harness = await startHarness(PART === 'shared' ? [] : [120, 500]);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
  });
  try {
    if (PART !== 'shared') await generated(browser, harness);
    if (PART !== 'generated') {
      await shared(browser, harness);
      await sharedViewers(browser, harness);
    }
  } finally {
    await browser.close();
    await harness.close();
  }
}

/**
 * Runs in the page (as source text: tsx's helpers do not exist there): jumps to the end and resolves
 * with the time to the first frame drawn once the last page is painted.
 */
const scrollToLastScript = (last: number) => `new Promise((resolve) => {
  const scroller = document.querySelector('[data-testid="pdf-scroll"]');
  const slot = () => document.querySelector('[data-page-index="${last}"]');
  const painted = () => slot()?.getAttribute('data-painted') === 'true';
  const start = performance.now();
  const shown = () => requestAnimationFrame(() => resolve(performance.now() - start));
  scroller.scrollTo({ top: scroller.scrollHeight });
  if (painted()) return shown();
  const watch = new MutationObserver(() => {
    if (!painted()) return;
    watch.disconnect();
    shown();
  });
  watch.observe(scroller, { attributes: true, subtree: true, attributeFilter: ['data-painted'] });
})`;

/**
 * Runs in the page: asks the viewer to find `query` and resolves with the time to the first frame
 * drawn once page `last` shows the match highlighted.
 */
const findScript = (query: string, last: number) => `new Promise((resolve) => {
  setTimeout(() => resolve(Number.NaN), ${FIND_LIMIT_MS});
  const marked = () => document.querySelector('[data-page-index="${last}"] .highlight.selected');
  const start = performance.now();
  const shown = () => requestAnimationFrame(() => resolve(performance.now() - start));
  const watch = new MutationObserver(() => {
    if (!marked()) return;
    watch.disconnect();
    shown();
  });
  watch.observe(document.body, { subtree: true, childList: true, attributes: true });
  window.benchFind(${JSON.stringify(query)});
})`;

async function openViewer(
  browser: Browser,
  harness: Harness,
  viewer: string,
  file: string,
  timeout = 300_000,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1143 } });
  const page = await context.newPage();
  await page.goto(`${harness.url}?viewer=${viewer}&file=${file}`);
  await page.waitForFunction(
    () => window.bench?.firstPage !== null && window.bench?.firstPage !== undefined,
    null,
    { timeout },
  );
  return { context, page };
}

/** The canvas viewer against react-pdf on the generated policy documents. */
async function generated(browser: Browser, harness: Harness) {
  const rows: string[] = [];
  for (const [label, file] of Object.entries(harness.files)) {
    for (const viewer of VIEWERS) {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run++) {
        const { context, page } = await openViewer(browser, harness, viewer, file);
        const firstPageMs = await page.evaluate(() => window.bench.firstPage ?? Number.NaN);
        const lastIndex = Number(label.split(' ')[0]) - 1;
        // Timed in the page: from the jump to the first frame drawn with the last page painted, so
        // Playwright's own polling is not counted for either viewer.
        const scrollToLastMs = (await page.evaluate(scrollToLastScript(lastIndex))) as number;
        const peakHeapMb = (await page.evaluate(() => window.bench.peakHeap)) / MB;
        // Canvas backing stores live outside the JS heap: 4 bytes a pixel for every canvas kept.
        const canvasMb =
          (await page.evaluate(() =>
            [...document.querySelectorAll('canvas')].reduce((sum, c) => sum + c.width * c.height * 4, 0),
          )) / MB;
        await context.close();
        // Find on a fresh load, from the first page: the match is on the last page, not yet drawn.
        const fresh = await openViewer(browser, harness, viewer, file);
        const findMs = (await fresh.page.evaluate(
          findScript(`Page ${lastIndex + 1} of ${lastIndex + 1}`, lastIndex),
        )) as number;
        const findHeapMb = (await fresh.page.evaluate(() => window.bench.peakHeap)) / MB;
        await fresh.context.close();
        runs.push({ firstPageMs, scrollToLastMs, peakHeapMb, canvasMb, findMs, findHeapMb });
      }
      const m = (k: keyof Result) => median(runs.map((r) => r[k])).toFixed(k.endsWith('Mb') ? 1 : 0);
      rows.push(
        `| ${label} | ${VIEWER_NAMES[viewer]} | ${m('firstPageMs')} ms | ${m('scrollToLastMs')} ms | ${m('peakHeapMb')} MB | ${m('canvasMb')} MB | ${m('findMs')} ms | ${m('findHeapMb')} MB |`,
      );
      console.info(rows.at(-1));
    }
  }
  console.info(`\nPDF viewer, median of ${RUNS} runs (headless Chromium, page JS heap):`);
  console.info(
    '| document | viewer | bytes → first page with text layer | scroll → last page on screen | peak JS heap | canvases held with the last page on screen | find → first match (last page) highlighted | peak JS heap, load + find |',
  );
  console.info('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.info(row);
}

/** What /work/shared/pdfs/README.md asks of each real-world PDF. */
const EXPECTED: Record<string, 'renders' | 'banner' | 'renders or banner'> = {
  'tracemonkey.pdf': 'renders',
  'prefilled_f1040.pdf': 'renders',
  '160F-2019.pdf': 'renders',
  'TAMReview.pdf': 'renders',
  'alphatrans.pdf': 'renders',
  'password-protected.pdf': 'banner',
  'fuzzed-broken.pdf': 'renders or banner',
};
const BANNER_PREFIX = 'Failed to load PDF document: ';
/** When set, a folder to save every painted page to, to look at (e.g. the f1040's field values). */
const SCREENSHOTS = process.env.BENCH_PDF_SCREENSHOTS;
/** Per-file limit for load + scrolling through: past it the file is reported as a hang. */
const FILE_LIMIT_MS = Number(process.env.BENCH_PDF_FILE_LIMIT_MS ?? 60_000);

interface Probe {
  painted: number[];
  bannerMs: number | null;
  banner: string | null;
}

declare global {
  interface Window {
    sharedProbe: Probe;
  }
}

/**
 * Runs in the page before the bench page's own script: every page slot ever marked data-painted (the
 * viewer releases far pages, so counting canvases at the end would undercount), and when the error
 * banner (role=alert, .pdf-viewer__error) appears, on the same clock as window.bench.firstPage.
 * A string, not a function: tsx's transform would put its __name helper, unknown in the page, into it.
 */
const PROBE_SCRIPT = `(() => {
  const probe = { painted: [], bannerMs: null, banner: null };
  window.sharedProbe = probe;
  const seen = new Set();
  const check = () => {
    for (const el of document.querySelectorAll('[data-painted="true"]')) {
      const index = Number(el.dataset.pageIndex);
      if (!seen.has(index)) {
        seen.add(index);
        probe.painted.push(index);
      }
    }
    if (probe.banner === null) {
      const banner = document.querySelector('.pdf-viewer__error[role="alert"]');
      if (banner) {
        probe.bannerMs = performance.now() - (window.bench ? window.bench.start : 0);
        probe.banner = banner.textContent || '';
      }
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-painted'],
  });
})();`;

interface SharedResult {
  outcome: string;
  pages: number | null;
  painted: number;
  failedPages: number[];
  readyMs: number | null;
  peakHeapMb: number | null;
  errors: string[];
  banner: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Hang extends Error {}

/** One real-world PDF in the canvas viewer: load, scroll through page by page, all under FILE_LIMIT_MS. */
async function runShared(page: Page, url: string, result: SharedResult, deadline: number) {
  const left = () => {
    const ms = deadline - Date.now();
    if (ms <= 0) throw new Hang();
    return ms;
  };
  await page.goto(url, { timeout: left() });
  await page.waitForFunction(
    () => (window.bench?.firstPage ?? null) !== null || (window.sharedProbe?.banner ?? null) !== null,
    null,
    { timeout: left(), polling: 10 },
  );
  const loaded = await page.evaluate(() => ({ first: window.bench.firstPage, probe: window.sharedProbe }));
  if (loaded.probe.banner !== null) {
    result.banner = loaded.probe.banner;
    result.readyMs = loaded.probe.bannerMs;
    // The rest of the screen keeps working: the page still answers and the banner stays.
    const alive = await page.evaluate(() => document.querySelector('.pdf-viewer__error') !== null);
    result.outcome = alive ? 'banner' : 'banner gone';
    return;
  }
  result.readyMs = loaded.first;
  result.pages = await page.locator('[data-page-index]').count();
  // Scrolled page by page: each must paint, or fail with the viewer's per-page error, before the next.
  for (let index = 0; index < result.pages; index++) {
    await page
      .locator(`[data-page-index="${index}"]`)
      .evaluate((el) => el.scrollIntoView({ block: 'start' }), null, { timeout: left() });
    while (!result.failedPages.includes(index)) {
      const painted = await page.evaluate((i) => window.sharedProbe.painted.includes(i), index);
      if (painted) break;
      left();
      await sleep(20);
    }
    if (SCREENSHOTS && !result.failedPages.includes(index))
      await page
        .locator(`[data-page-index="${index}"]`)
        .screenshot({ path: join(SCREENSHOTS, `${basename(url)}-p${index + 1}.png`), timeout: left() });
  }
  result.painted = (await page.evaluate(() => window.sharedProbe.painted.length)) ?? 0;
  result.outcome = result.painted === result.pages ? 'renders' : 'partial';
}

function matches(expected: string | undefined, r: SharedResult): boolean {
  const cleanBanner = r.outcome === 'banner' && (r.banner ?? '').startsWith(BANNER_PREFIX);
  // A missing cMap, font or decoder makes pdf.js fall back quietly: the page paints, wrongly.
  const broken = r.errors.some((e) => /^(pageerror|crash|404|5\d\d)/.test(e));
  if (expected === 'renders') return r.outcome === 'renders' && r.failedPages.length === 0 && !broken;
  if (expected === 'banner') return cleanBanner && !broken;
  if (expected === 'renders or banner')
    return (
      (cleanBanner || ((r.outcome === 'renders' || r.outcome === 'partial') && r.painted > 0)) && !broken
    );
  return false;
}

/** The real-world PDFs in ../shared/pdfs, canvas viewer only: does each do what the README expects? */
async function shared(browser: Browser, harness: Harness) {
  const names = Object.keys(harness.shared);
  if (names.length === 0) {
    console.info(`\nReal-world PDFs skipped: ${SHARED_PDFS} is absent (or holds no PDF).`);
    return;
  }
  const rows: string[] = [];
  for (const name of names) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1143 } });
    await context.addInitScript({ content: PROBE_SCRIPT });
    const page = await context.newPage();
    const result: SharedResult = {
      outcome: 'hang',
      pages: null,
      painted: 0,
      failedPages: [],
      readyMs: null,
      peakHeapMb: null,
      errors: [],
      banner: null,
    };
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      const failed = /^PDF page (\d+) failed to render/.exec(text);
      if (failed) result.failedPages.push(Number(failed[1]) - 1);
      result.errors.push(`console: ${text}`);
    });
    page.on('pageerror', (error) => result.errors.push(`pageerror: ${error.message}`));
    context.on('response', (response) => {
      // 404s come from the server's own log, which also sees the pdf.js worker's fetches.
      if (response.status() >= 400 && response.status() !== 404)
        result.errors.push(`${response.status()}: ${new URL(response.url()).pathname}`);
    });
    context.on('requestfailed', (request) =>
      result.errors.push(
        `request failed: ${new URL(request.url()).pathname} ${request.failure()?.errorText}`,
      ),
    );
    const notFoundBefore = harness.notFound.length;
    const deadline = Date.now() + FILE_LIMIT_MS;
    // A crashed renderer ends the run at once; a busy main thread would block every evaluate, so the
    // whole run races the deadline rather than trusting each call's own timeout.
    const crashed = new Promise<void>((resolve) =>
      page.on('crash', () => {
        result.outcome = 'crash';
        result.errors.push('crash: renderer crashed');
        resolve();
      }),
    );
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(() => resolve(), FILE_LIMIT_MS + 1_000);
    });
    const run = runShared(page, `${harness.url}?viewer=canvas&file=${harness.shared[name]}`, result, deadline)
      .then(() => true)
      .catch((error: unknown) => {
        if (result.outcome === 'crash') return false;
        const timedOut = error instanceof Hang || (error instanceof Error && error.name === 'TimeoutError');
        result.outcome = timedOut ? `hang (> ${FILE_LIMIT_MS / 1000} s)` : `bench error: ${String(error)}`;
        return false;
      });
    const finished = await Promise.race([run, crashed.then(() => false), limit.then(() => false)]);
    clearTimeout(timer);
    if (!finished && result.outcome === 'hang') result.outcome = `hang (> ${FILE_LIMIT_MS / 1000} s)`;
    if (result.outcome !== 'crash') {
      const heap = await Promise.race([
        page.evaluate(() => window.bench?.peakHeap ?? null).catch(() => null),
        sleep(2_000).then(() => null),
      ]);
      result.peakHeapMb = heap === null ? null : heap / MB;
      if (result.pages !== null && result.outcome.startsWith('hang')) {
        result.painted =
          (await Promise.race([
            page.evaluate(() => window.sharedProbe.painted.length).catch(() => 0),
            sleep(2_000).then(() => 0),
          ])) ?? 0;
      }
    }
    await Promise.race([context.close().catch(() => undefined), sleep(5_000)]);
    for (const path of harness.notFound.slice(notFoundBefore)) result.errors.push(`404 (server): ${path}`);
    const expected = EXPECTED[name];
    const ok = matches(expected, result);
    const errors = [...new Set(result.errors)];
    const fmt = (v: number | null, digits: number, unit: string) =>
      v === null ? '–' : `${v.toFixed(digits)} ${unit}`;
    rows.push(
      [
        '',
        name,
        result.pages ?? '–',
        fmt(result.readyMs, 0, 'ms'),
        result.pages === null ? '–' : `${result.painted}/${result.pages}`,
        fmt(result.peakHeapMb, 1, 'MB'),
        result.outcome === 'banner' ? `banner: ${result.banner}` : result.outcome,
        errors.length === 0
          ? 'none'
          : `${errors.length}: ${errors.slice(0, 3).join('; ').replaceAll('|', '/')}`,
        expected ?? '(not in README)',
        ok ? 'yes' : 'NO',
        '',
      ]
        .join(' | ')
        .trim(),
    );
    console.info(rows.at(-1));
    for (const error of errors) console.info(`    ${name}: ${error}`);
  }
  console.info(
    `\nReal-world PDFs from ${SHARED_PDFS}, canvas viewer, one run each, limit ${FILE_LIMIT_MS / 1000} s a file:`,
  );
  console.info(
    '| file | pages | bytes → first page painted / banner | pages painted scrolling through | peak JS heap | outcome | console errors, 4xx/5xx | README expects | matches |',
  );
  console.info('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.info(row);
}

/**
 * A text only a document's last page holds, so find reads every page before it shows it: the longest
 * of the last page's text items (six characters or more) found on no other page, by pdf.js's own text
 * read in Node. Null when there is none.
 */
async function lastPageQuery(bytes: Uint8Array): Promise<string | null> {
  const { pages } = await pdfjsText(bytes);
  const join = (items: { str: string }[]) =>
    items
      .map((i) => i.str)
      .join(' ')
      .toLowerCase();
  const before = pages.slice(0, -1).map(join);
  const candidates = (pages.at(-1) ?? [])
    .map((i) => i.str.trim())
    .filter((s) => s.length >= 6 && /\p{L}{3}/u.test(s))
    .sort((a, b) => b.length - a.length);
  return candidates.find((s) => before.every((text) => !text.includes(s.toLowerCase()))) ?? null;
}

/** The real-world PDFs README says render, in all three viewers: first page, peak heap, find on the last page. */
async function sharedViewers(browser: Browser, harness: Harness) {
  const names = Object.keys(harness.shared).filter((name) => EXPECTED[name] === 'renders');
  if (names.length === 0) return;
  const rows: string[] = [];
  for (const name of names) {
    const bytes = new Uint8Array(readFileSync(join(SHARED_PDFS, name)));
    const query = await lastPageQuery(bytes);
    for (const viewer of VIEWERS) {
      const cell = { first: '–', heap: '–', find: '–', findHeap: '–' };
      try {
        const { context, page } = await openViewer(
          browser,
          harness,
          viewer,
          harness.shared[name] ?? '',
          FILE_LIMIT_MS,
        );
        cell.first = `${(await page.evaluate(() => window.bench.firstPage ?? Number.NaN)).toFixed(0)} ms`;
        cell.heap = `${((await page.evaluate(() => window.bench.peakHeap)) / MB).toFixed(1)} MB`;
        const last = (await page.locator('[data-page-index]').count()) - 1;
        await context.close();
        if (query !== null) {
          const fresh = await openViewer(browser, harness, viewer, harness.shared[name] ?? '', FILE_LIMIT_MS);
          const findMs = (await fresh.page.evaluate(findScript(query, last))) as number;
          cell.find = Number.isNaN(findMs) ? 'not shown' : `${findMs.toFixed(0)} ms`;
          cell.findHeap = `${((await fresh.page.evaluate(() => window.bench.peakHeap)) / MB).toFixed(1)} MB`;
          await fresh.context.close();
        }
      } catch (error) {
        cell.first = `bench error: ${String(error).split('\n')[0]}`;
      }
      rows.push(
        `| ${name} | ${VIEWER_NAMES[viewer]} | ${cell.first} | ${cell.heap} | ${cell.find} | ${cell.findHeap} |`,
      );
      console.info(
        rows.at(-1),
        query === null ? '(no text only its last page holds: find not timed)' : `(find: "${query}")`,
      );
    }
  }
  console.info(`\nReal-world PDFs from ${SHARED_PDFS} in the three viewers, one run each:`);
  console.info(
    '| file | viewer | bytes → first page with text layer | peak JS heap | find → first match (last page) highlighted | peak JS heap, load + find |',
  );
  console.info('|---|---|---|---|---|---|');
  for (const row of rows) console.info(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
