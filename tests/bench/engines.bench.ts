import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { type EngineName, EnginePage } from '../engines/driver.ts';
import { chosenEngines, launch } from '../engines/engines.ts';
import {
  agentReviewsAndReleases,
  customerPaysAndAccepts,
  customerReadsSignedPolicy,
  signInCustomer,
} from '../engines/journeys.ts';
import { resetSandbox, startTestSandbox } from '../support/testSandbox.ts';

/**
 * Each engine on the production build (decision 320), one after another:
 * - the phone review (390 × 844; MiniBrowser full screen, decision 441) of 100001, RUNS loads of each
 *   (decision 510):
 *   (a) tapped as soon as the card's toggle shows: from the tap to the signed policy's first page drawn
 *       in the portal's pdf.js viewer, and to its text layer (the measure, decision 442), and
 *       from the navigation;
 *   (b) tapped after a reader's pause of READ_MS on the review screen: from the tap likewise;
 *   (c) never tapped: when page 1 drawn ahead and its text are both ready (decision 443), from the
 *       navigation and from the document's arrival (its response's end, Resource Timing);
 *   with the page's own view of its window (visibility, focus, frames a second), as a throttled window
 *   would show;
 * - the journeys of `npm run test:engines` on the desktop, timed: the customer's (sign-in to 'You're
 *   all done!') and the agent's (sign-in to the release).
 * `EPD_ENGINES=webkit,chromium` picks engines; BENCH_RUNS the loads per engine and kind. Nothing here
 * passes or fails on a time: it reports, with the load average beside each engine's row.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** BENCH_JOURNEYS=0 leaves the desktop journeys out (the phone review only). */
const JOURNEYS = process.env.BENCH_JOURNEYS !== '0';
/**
 * A reader's pause before the tap: the review screen's heading, the policy number, the count of documents
 * reviewed and the first card's title and status are about a dozen words, some 3 s at an adult's silent
 * reading pace (decision 510).
 */
const READ_MS = 3000;

/**
 * Runs in the page (as source text) right after the navigation: notes, on the page's clock, when the
 * card's toggle is tapped, when the signed policy's first page is drawn and when its text layer is
 * ready, and when its document arrived and was drawn ahead (user-timing marks, preparedDocument.ts).
 * From the tap is the viewer's own time; from the navigation adds the page's start and the driver's
 * round trips to find and press the toggle, several times slower over WebKit's WebDriver than over CDP
 * or BiDi (decision 442).
 */
const WATCH_FIRST_PAGE = `() => {
  const times = { painted: null, text: null, tap: null, ahead: false, inWorker: false, frames: 0 };
  window.__firstPage = times;
  const frame = () => {
    times.frames += 1;
    if (times.text === null) requestAnimationFrame(frame);
  };
  document.addEventListener('click', () => {
    if (times.tap !== null) return;
    times.tap = performance.now();
    requestAnimationFrame(frame);
  }, true);
  const look = () => {
    const page = document.querySelector('[data-page-index="0"]');
    if (!page) return;
    if (times.painted === null && page.getAttribute('data-painted') === 'true') {
      times.painted = performance.now();
      times.ahead = page.getAttribute('data-drawn-ahead') === 'true';
      times.inWorker = page.getAttribute('data-drawn-in-worker') === 'true';
    }
    if (times.text === null && page.getAttribute('data-text')) times.text = performance.now();
  };
  look();
  new MutationObserver(look).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-painted', 'data-text', 'data-drawn-ahead', 'data-drawn-in-worker'],
  });
}`;

/** The drawn-ahead page's readiness and the document's arrival, on the page's clock (null: not yet). */
const AHEAD_TIMES = `() => {
  const mark = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
  const documents = performance.getEntriesByType('resource').filter((e) => e.name.includes('/Documents/'));
  return {
    arrived: documents.length ? Math.max(...documents.map((e) => e.responseEnd)) : null,
    drawn: mark('epd:pdf-drawn-ahead'),
    text: mark('epd:pdf-text-ahead'),
  };
}`;

/**
 * What the page believes of its window, and how often it gets frames and timers: a window a browser
 * thinks hidden, occluded or in the background runs requestAnimationFrame and timers slowly.
 */
const WINDOW_STATE = `() => new Promise((resolve) => {
  const state = { visibility: document.visibilityState, focus: document.hasFocus() };
  let frames = 0;
  const start = performance.now();
  const frame = () => {
    frames += 1;
    if (performance.now() - start < 1000) return requestAnimationFrame(frame);
    const begun = performance.now();
    setTimeout(() => resolve({ ...state, fps: frames / ((performance.now() - start) / 1000), timeoutMs: performance.now() - begun }), 0);
  };
  requestAnimationFrame(frame);
})`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => (loadavg()[0] ?? NaN).toFixed(1);

interface Load {
  tap: number;
  painted: number;
  text: number;
  /** Page 1 was the picture drawn before the tap (decision 443). */
  ahead: boolean;
  /** Page 1 was drawn by pdf.js's renderer worker, not on the main thread (decision 527). */
  inWorker: boolean;
  /** Animation frames the page had between the tap and the text layer. */
  frames: number;
  /** The document's response ended (Resource Timing). */
  arrived: number;
}

interface AheadTimes {
  arrived: number | null;
  drawn: number | null;
  text: number | null;
}

interface Ahead {
  arrived: number;
  ready: number;
}

interface WindowState {
  visibility: string;
  focus: boolean;
  fps: number;
  timeoutMs: number;
}

interface Figures {
  phoneWidth: number;
  firstPageMs: number;
  textMs: number;
  tapToPageMs: number;
  tapToTextMs: number;
  drawnAhead: number;
  /** From the document's arrival to the tap, (a). */
  arrivalToTapMs: number;
  /** Animation frames a second between the tap and the text layer, (a). */
  tapFps: number;
  readTapToTextMs: number;
  readDrawnAhead: number;
  aheadFromNavigationMs: number;
  aheadFromArrivalMs: number;
  runs: number;
  window: WindowState;
  journeys: { customerMs: number; agentMs: number; load: string } | null;
  load: string;
}

const TOGGLE = {
  role: 'button' as const,
  name: 'View Signed Policy',
  namePrefix: true,
  within: { role: 'article' as const, name: 'View Signed Policy' },
};

async function phoneFirstPage(page: EnginePage, readMs: number): Promise<Load> {
  await page.goto('doc-review/100001');
  await page.driver.evaluate(WATCH_FIRST_PAGE);
  await page.waitFor(TOGGLE);
  if (readMs > 0) await pause(readMs);
  if ((await page.attribute(TOGGLE, 'aria-expanded')) !== 'true') await page.press(TOGGLE);
  let times = {
    painted: null as number | null,
    text: null as number | null,
    tap: null as number | null,
    ahead: false,
    inWorker: false,
    frames: 0,
  };
  await page.until(
    async () => {
      times = await page.driver.evaluate('() => window.__firstPage');
      return times.painted !== null && times.text !== null;
    },
    'the first page was not drawn with its text',
    60_000,
  );
  const ahead = await page.driver.evaluate<AheadTimes>(AHEAD_TIMES);
  const found = {
    tap: times.tap ?? NaN,
    painted: times.painted ?? NaN,
    text: times.text ?? NaN,
    ahead: times.ahead,
    inWorker: times.inWorker,
    frames: times.frames,
    arrived: ahead.arrived ?? NaN,
  };
  const from = (ms: number | null) => (ms === null ? '-' : seconds(ms - found.tap));
  // Each load's steps from its tap: where the time goes, beside the medians.
  console.info(
    `  ${page.engine} ${readMs ? 'read' : 'tap'}: arrived ${from(ahead.arrived)}, drawn ahead ${from(ahead.drawn)}, its text ${from(ahead.text)}, page 1 shown ${from(found.painted)}, its text layer ${from(found.text)}, drawn ${found.inWorker ? 'in the renderer worker' : 'on the main thread'} (load average ${load()})`,
  );
  return found;
}

async function firstPageAhead(page: EnginePage): Promise<Ahead> {
  await page.goto('doc-review/100001');
  let times: AheadTimes = { arrived: null, drawn: null, text: null };
  await page.until(
    async () => {
      times = await page.driver.evaluate(AHEAD_TIMES);
      return times.drawn !== null && times.text !== null;
    },
    'the first page was not drawn ahead with its text',
    60_000,
  );
  const ready = Math.max(times.drawn ?? NaN, times.text ?? NaN);
  return { arrived: times.arrived ?? NaN, ready };
}

async function timeJourneys(page: EnginePage, sandbox: RunningSandbox) {
  const startLoad = load();
  await resetSandbox(sandbox);
  await page.goto('login');
  await page.driver.evaluate('() => sessionStorage.clear()');
  await page.driver.viewport(1280, 800);
  const customerStart = performance.now();
  await customerReadsSignedPolicy(page, sandbox);
  await customerPaysAndAccepts(page, sandbox);
  const customerMs = performance.now() - customerStart;
  const agentStart = performance.now();
  await agentReviewsAndReleases(page, sandbox);
  const agentMs = performance.now() - agentStart;
  return { customerMs, agentMs, load: `${startLoad}–${load()}` };
}

async function bench(engine: EngineName): Promise<Figures> {
  const run = await startTestSandbox('epd-engines-bench-');
  const driver = await launch[engine]();
  const page = new EnginePage(driver, `${run.sandbox.url}/epd/`);
  try {
    const phone = await driver.viewport(390, 844);
    await signInCustomer(page);
    const startLoad = load();
    const loads: Load[] = [];
    const read: Load[] = [];
    const ahead: Ahead[] = [];
    // The three kinds in turn, so the machine's load falls on each alike.
    for (let i = 0; i < RUNS; i++) {
      loads.push(await phoneFirstPage(page, 0));
      read.push(await phoneFirstPage(page, READ_MS));
      ahead.push(await firstPageAhead(page));
    }
    const windowState = await driver.evaluate<WindowState>(WINDOW_STATE);
    const phoneLoad = `${startLoad}–${load()}`;

    const journeys = JOURNEYS ? await timeJourneys(page, run.sandbox) : null;
    return {
      phoneWidth: phone.width,
      firstPageMs: median(loads.map((l) => l.painted)),
      textMs: median(loads.map((l) => l.text)),
      tapToPageMs: median(loads.map((l) => l.painted - l.tap)),
      tapToTextMs: median(loads.map((l) => l.text - l.tap)),
      drawnAhead: loads.filter((l) => l.ahead).length,
      arrivalToTapMs: median(loads.map((l) => l.tap - l.arrived)),
      tapFps: median(loads.map((l) => l.frames / ((l.text - l.tap) / 1000))),
      readTapToTextMs: median(read.map((l) => l.text - l.tap)),
      readDrawnAhead: read.filter((l) => l.ahead).length,
      aheadFromNavigationMs: median(ahead.map((a) => a.ready)),
      aheadFromArrivalMs: median(ahead.map((a) => a.ready - a.arrived)),
      runs: loads.length,
      window: windowState,
      load: phoneLoad,
      journeys,
    };
  } finally {
    await driver.close();
    await run.stop();
  }
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run "npm run build" first.');
  const phoneRows: string[] = [];
  const journeyRows: string[] = [];
  for (const engine of chosenEngines()) {
    const f = await bench(engine);
    const w = f.window;
    const phoneRow = `| ${engine} | ${f.load} | ${f.phoneWidth} px | ${seconds(f.tapToPageMs)} | ${seconds(f.tapToTextMs)} | ${f.drawnAhead}/${f.runs} | ${seconds(f.arrivalToTapMs)} | ${seconds(f.firstPageMs)} | ${seconds(f.textMs)} | ${seconds(f.readTapToTextMs)} | ${f.readDrawnAhead}/${f.runs} | ${seconds(f.aheadFromNavigationMs)} | ${seconds(f.aheadFromArrivalMs)} | ${w.visibility}, focus ${w.focus}, ${w.fps.toFixed(0)} frames/s idle, ${f.tapFps.toFixed(0)} while (a) draws, timeout(0) ${w.timeoutMs.toFixed(0)} ms |`;
    console.info(phoneRow);
    phoneRows.push(phoneRow);
    if (f.journeys) {
      const journeyRow = `| ${engine} | ${f.journeys.load} | ${seconds(f.journeys.customerMs)} | ${seconds(f.journeys.agentMs)} |`;
      console.info(journeyRow);
      journeyRows.push(journeyRow);
    }
  }
  console.info(
    [
      `\nthe phone review, median of ${RUNS} loads of each kind, in turn; (a) tapped when the toggle shows, (b) after ${READ_MS / 1000} s of reading, (c) not tapped`,
      "| engine | load average | phone width | (a) from the tap: first page | its text layer | drawn before the tap | (a) the tap after the document's arrival | (a) from the navigation: first page | its text layer | (b) from the tap: first page with text | drawn before the tap | (c) page 1 with text drawn ahead, from the navigation | from the document's arrival | the page's window |",
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...phoneRows,
    ].join('\n'),
  );
  if (journeyRows.length)
    console.info(
      [
        '\nthe journeys, once each, desktop',
        '| engine | load average | customer journey | agent release |',
        '| --- | --- | --- | --- |',
        ...journeyRows,
      ].join('\n'),
    );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
