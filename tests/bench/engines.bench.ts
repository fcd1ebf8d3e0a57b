import { existsSync } from 'node:fs';
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
 * - the phone review (390 × 844; MiniBrowser full screen, decision 441) of 100001: from the navigation, and
 *   from the tap on the card's toggle, to the signed policy's first page drawn in the portal's pdf.js
 *   viewer, and to its text layer, median of RUNS loads, and in how many loads page 1 was the picture
 *   drawn before the tap (decision 443);
 * - the journeys of `npm run test:engines` on the desktop, timed: the customer's (sign-in to 'You're
 *   all done!') and the agent's (sign-in to the release).
 * `EPD_ENGINES=webkit,chromium` picks engines; BENCH_RUNS the loads per engine. Nothing here passes or
 * fails on a time: it reports.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/**
 * Runs in the page (as source text) right after the navigation: notes, on the page's clock, when the
 * card's toggle is tapped, when the signed policy's first page is drawn and when its text layer is
 * ready. From the tap is the viewer's own time; from the navigation adds the page's start and the
 * driver's round trips to find and press the toggle, several times slower over WebKit's WebDriver
 * than over CDP or BiDi (decision 442).
 */
const WATCH_FIRST_PAGE = `() => {
  const times = { painted: null, text: null, tap: null, ahead: false };
  window.__firstPage = times;
  document.addEventListener('click', () => {
    if (times.tap === null) times.tap = performance.now();
  }, true);
  const look = () => {
    const page = document.querySelector('[data-page-index="0"]');
    if (!page) return;
    if (times.painted === null && page.getAttribute('data-painted') === 'true') {
      times.painted = performance.now();
      times.ahead = page.getAttribute('data-drawn-ahead') === 'true';
    }
    if (times.text === null && page.getAttribute('data-text')) times.text = performance.now();
  };
  look();
  new MutationObserver(look).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-painted', 'data-text', 'data-drawn-ahead'],
  });
}`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

interface Load {
  tap: number;
  painted: number;
  text: number;
  /** Page 1 was the picture drawn before the tap (decision 443). */
  ahead: boolean;
}

interface Figures {
  phoneWidth: number;
  firstPageMs: number;
  textMs: number;
  tapToPageMs: number;
  tapToTextMs: number;
  drawnAhead: number;
  runs: number;
  customerMs: number;
  agentMs: number;
}

async function phoneFirstPage(page: EnginePage): Promise<Load> {
  await page.goto('doc-review/100001');
  await page.driver.evaluate(WATCH_FIRST_PAGE);
  const toggle = {
    role: 'button' as const,
    name: 'View Signed Policy',
    namePrefix: true,
    within: { role: 'article' as const, name: 'View Signed Policy' },
  };
  if ((await page.attribute(toggle, 'aria-expanded')) !== 'true') await page.press(toggle);
  let times = {
    painted: null as number | null,
    text: null as number | null,
    tap: null as number | null,
    ahead: false,
  };
  await page.until(
    async () => {
      times = await page.driver.evaluate('() => window.__firstPage');
      return times.painted !== null && times.text !== null;
    },
    'the first page was not drawn with its text',
    60_000,
  );
  return {
    tap: times.tap ?? NaN,
    painted: times.painted ?? NaN,
    text: times.text ?? NaN,
    ahead: times.ahead,
  };
}

async function bench(engine: EngineName): Promise<Figures> {
  const run = await startTestSandbox('epd-engines-bench-');
  const driver = await launch[engine]();
  const page = new EnginePage(driver, `${run.sandbox.url}/epd/`);
  try {
    const phone = await driver.viewport(390, 844);
    await signInCustomer(page);
    const loads: Load[] = [];
    for (let i = 0; i < RUNS; i++) loads.push(await phoneFirstPage(page));

    await resetSandbox(run.sandbox);
    await page.goto('login');
    await driver.evaluate('() => sessionStorage.clear()');
    await driver.viewport(1280, 800);
    const customerStart = performance.now();
    await customerReadsSignedPolicy(page, run.sandbox);
    await customerPaysAndAccepts(page, run.sandbox);
    const customerMs = performance.now() - customerStart;
    const agentStart = performance.now();
    await agentReviewsAndReleases(page, run.sandbox);
    const agentMs = performance.now() - agentStart;
    return {
      phoneWidth: phone.width,
      firstPageMs: median(loads.map((l) => l.painted)),
      textMs: median(loads.map((l) => l.text)),
      tapToPageMs: median(loads.map((l) => l.painted - l.tap)),
      tapToTextMs: median(loads.map((l) => l.text - l.tap)),
      drawnAhead: loads.filter((l) => l.ahead).length,
      runs: loads.length,
      customerMs,
      agentMs,
    };
  } finally {
    await driver.close();
    await run.stop();
  }
}

async function main() {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run "npm run build" first.');
  const rows: string[] = [];
  for (const engine of chosenEngines()) {
    const f = await bench(engine);
    const row = `| ${engine} | ${f.phoneWidth} px | ${seconds(f.firstPageMs)} | ${seconds(f.textMs)} | ${seconds(f.tapToPageMs)} | ${seconds(f.tapToTextMs)} | ${f.drawnAhead}/${f.runs} | ${seconds(f.customerMs)} | ${seconds(f.agentMs)} |`;
    console.info(row);
    rows.push(row);
  }
  console.info(
    [
      `\nmedian of ${RUNS} phone loads; journeys once each, desktop`,
      '| engine | phone width | phone review: first page drawn | its text layer | from the tap: first page | its text layer | drawn before the tap | customer journey | agent release |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
