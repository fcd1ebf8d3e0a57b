import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium.ts';
import { startHarness } from './pdf/harness.ts';

/**
 * The canvas viewer against react-pdf on the same files in the same harness, headless Chromium:
 * bytes available → first page painted, scroll to the last page → last page painted, peak JS heap.
 */
const VIEWERS = ['canvas', 'react-pdf'] as const;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MB = 1024 * 1024;

interface Result {
  firstPageMs: number;
  scrollToLastMs: number;
  peakHeapMb: number;
  canvasMb: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main() {
  const harness = await startHarness([120, 500]);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
  });
  const rows: string[] = [];
  try {
    for (const [label, file] of Object.entries(harness.files)) {
      for (const viewer of VIEWERS) {
        const runs: Result[] = [];
        for (let run = 0; run < RUNS; run++) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 1143 } });
          const page = await context.newPage();
          await page.goto(`${harness.url}?viewer=${viewer}&file=${file}`);
          await page.waitForFunction(
            () => window.bench?.firstPage !== null && window.bench?.firstPage !== undefined,
            null,
            {
              timeout: 300_000,
            },
          );
          const firstPageMs = await page.evaluate(() => window.bench.firstPage ?? Number.NaN);
          const scroller = page.getByTestId('pdf-scroll');
          const lastIndex = Number(label.split(' ')[0]) - 1;
          const scrollStart = await page.evaluate(() => performance.now());
          // Scrolled in steps to the end, as a reader flicking through would.
          await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
          await page.waitForSelector(`[data-page-index="${lastIndex}"][data-painted="true"]`, {
            state: 'attached',
            timeout: 600_000,
          });
          const scrollToLastMs = (await page.evaluate(() => performance.now())) - scrollStart;
          const peakHeapMb = (await page.evaluate(() => window.bench.peakHeap)) / MB;
          // Canvas backing stores live outside the JS heap: 4 bytes a pixel for every canvas kept.
          const canvasMb =
            (await page.evaluate(() =>
              [...document.querySelectorAll('canvas')].reduce((sum, c) => sum + c.width * c.height * 4, 0),
            )) / MB;
          runs.push({ firstPageMs, scrollToLastMs, peakHeapMb, canvasMb });
          await context.close();
        }
        const m = (k: keyof Result) => median(runs.map((r) => r[k])).toFixed(k.endsWith('Mb') ? 1 : 0);
        rows.push(
          `| ${label} | ${viewer} | ${m('firstPageMs')} ms | ${m('scrollToLastMs')} ms | ${m('peakHeapMb')} MB | ${m('canvasMb')} MB |`,
        );
        console.info(rows.at(-1));
      }
    }
  } finally {
    await browser.close();
    await harness.close();
  }
  console.info(`\nPDF viewer, median of ${RUNS} runs (headless Chromium, page JS heap):`);
  console.info(
    '| document | viewer | bytes → first page | scroll → last page painted | peak JS heap | canvases kept at the end |',
  );
  console.info('|---|---|---|---|---|---|');
  for (const row of rows) console.info(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
