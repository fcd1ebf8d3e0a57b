import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { FIRST_SCREEN_MARK } from '../../src/shell/idle.ts';
import { startBuiltPortal } from './builtPortal.ts';

/**
 * The portal frame's budgets, on the built portal served by the sandbox:
 * - gzip JavaScript that index.html references (its entry script and module preloads): ≤ 110 KB
 * - gzip JavaScript asked for before the Login page is interactive: ≤ 115 KB; before the dashboard is,
 *   reported beside it
 * - Largest Contentful Paint of the dashboard in headless Chromium, median of 5 runs (aim < 1 s)
 * "Asked for before" is told apart in the page, on one clock: a script counts when its request started
 * before the screen's control was in the document, whenever its answer arrived.
 */
const RUNS = 5;
const INDEX_BUDGET_KB = 110;
const LOGIN_BUDGET_KB = 115;
const LCP_AIM_MS = 1000;

interface PageLoad {
  jsGzipBytes: number;
  files: number;
  laterGzipBytes: number;
  lcpMs: number | null;
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/** The scripts index.html names (its module entry and the module preloads Vite writes beside it). */
function indexHtmlScripts(distDir: string) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const urls = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/epd\/([^"]+\.js)"/g),
  ];
  const sizes = urls.map((m) => gzipSize(readFileSync(join(distDir, m[1]!))));
  return { jsGzipBytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length };
}

async function measure(browser: Browser, url: string, token: string | null, readySelector: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (token) await context.addInitScript((t) => sessionStorage.setItem('auth_token', t), token);
  await context.addInitScript((selector) => {
    const w = window as unknown as { __lcp: number | null; __readyAt: number | null };
    w.__lcp = null;
    w.__readyAt = null;
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) w.__lcp = last.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // The moment the screen's control enters the document, on the clock resource timings use.
    const observer = new MutationObserver(() => {
      if (w.__readyAt === null && document.querySelector(selector)) {
        w.__readyAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, readySelector);
  const page = await context.newPage();
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      // A script still arriving when the context closes cannot be read; it is counted only if it started
      // before the control was there, and then the bench fails below rather than count it as nothing.
      sizes.set(
        response.url(),
        response.body().then(gzipSize, () => Number.NaN),
      );
    }
  });
  await page.goto(url);
  await page.locator(readySelector).first().waitFor();
  await page.waitForLoadState('networkidle');
  const { readyAt, lcpMs, started } = await page.evaluate((mark) => {
    const w = window as unknown as { __lcp: number | null; __readyAt: number | null };
    // Usable once React has taken the page over too: the login page drawn at build has its control
    // before any script runs (decision 341).
    const takenOver = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime }));
    return {
      readyAt: Math.max(w.__readyAt ?? Number.POSITIVE_INFINITY, takenOver),
      lcpMs: w.__lcp,
      started: scripts,
    };
  }, FIRST_SCREEN_MARK);
  // The router's chunk can come after the network's first quiet moment (it waits for an idle browser):
  // every script's body is read before the page goes.
  await Promise.all(sizes.values());
  await context.close();
  let before = 0;
  let files = 0;
  let later = 0;
  for (const { url: script, startTime } of started) {
    const size = (await sizes.get(script)) ?? 0;
    if (startTime < readyAt && Number.isNaN(size)) throw new Error(`${script} could not be read`);
    if (startTime < readyAt) {
      before += size;
      files += 1;
    } else later += size;
  }
  return { jsGzipBytes: before, files, laterGzipBytes: later, lcpMs } satisfies PageLoad;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const portal = await startBuiltPortal();
  const { sandbox, browser } = portal;
  try {
    const credentials = Buffer.from('olivia.owner@example.com:Demo-2026!').toString('base64');
    const login = await fetch(`${sandbox.url}/api/auth/login`, {
      method: 'POST',
      headers: { Authorization: `Basic ${credentials}` },
    });
    const token = (await login.text()).replace(/^"|"$/g, '');

    const indexHtml = indexHtmlScripts('dist');
    const loginPage = await measure(browser, `${sandbox.url}/epd/login`, null, 'main button[type="submit"]');
    const dashboardRuns: PageLoad[] = [];
    for (let run = 0; run < RUNS; run++) {
      dashboardRuns.push(await measure(browser, `${sandbox.url}/epd/secure-home`, token, '.tile'));
    }
    const dashboardJs = dashboardRuns[0]!;
    const lcp = median(dashboardRuns.map((r) => r.lcpMs ?? Number.NaN));
    const rows: [string, string, string][] = [
      [
        'JS referenced by index.html (gzip)',
        `${kb(indexHtml.jsGzipBytes)} KB in ${indexHtml.files} files`,
        `≤ ${INDEX_BUDGET_KB} KB`,
      ],
      [
        'JS before Login is interactive (gzip)',
        `${kb(loginPage.jsGzipBytes)} KB in ${loginPage.files} files (+${kb(loginPage.laterGzipBytes)} KB after)`,
        `≤ ${LOGIN_BUDGET_KB} KB`,
      ],
      [
        'JS before the dashboard is interactive (gzip)',
        `${kb(dashboardJs.jsGzipBytes)} KB in ${dashboardJs.files} files (+${kb(dashboardJs.laterGzipBytes)} KB after)`,
        'reported',
      ],
      [
        `Dashboard LCP, median of ${RUNS}`,
        `${lcp.toFixed(0)} ms (runs: ${dashboardRuns.map((r) => r.lcpMs?.toFixed(0)).join(', ')})`,
        `< ${LCP_AIM_MS} ms`,
      ],
    ];
    for (const [what, value, aim] of rows) console.info(`${what.padEnd(48)} ${value.padEnd(60)} aim ${aim}`);
  } finally {
    await portal.close();
  }
}

await main();
