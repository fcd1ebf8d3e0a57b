import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { MIN_BYTES } from '../../scripts/vite-compress.ts';
import { FIRST_SCREEN_MARK } from '../../src/shell/idle.ts';
import { expect, test } from './fixtures.ts';
import { DASHBOARD_HEADING, DEMO, seedSession } from './support/demo.ts';

/**
 * Decision 240: the login page's first load is React, XState, the session and the
 * form. The router and every other screen load after the form is in the page, and the form keeps
 * what is typed while they arrive. A script counts as "before" when its request started before the
 * form's button was in the document, on the page's own clock (as `npm run bench -- frame` counts).
 */
const READY = 'main button[type="submit"]';

/** What no script asked for before the login form is usable may hold (paths in its source map). */
const NOT_BEFORE_LOGIN = [
  /node_modules\/@tanstack\//,
  /node_modules\/ky\//,
  /^src\/routes\/router\.tsx$/,
  /^src\/features\/(?!login\/)/,
  /^src\/components\//,
  // The Spanish catalogs load only when Spanish is chosen (decision 270).
  /^src\/app\/spanish\.ts$/,
  /\.es\.ts$/,
];

const modulesByScript = new Map<string, string[]>();
/** The modules one built script holds, read from its source map in dist/ (the bundler's runtime has none). */
function modulesOf(scriptUrl: string): string[] {
  const known = modulesByScript.get(scriptUrl);
  if (known) return known;
  const modules = readModules(scriptUrl);
  modulesByScript.set(scriptUrl, modules);
  return modules;
}

/** Read once per script: the first test asks again and again while it waits for the router. */
function readModules(scriptUrl: string): string[] {
  const file = join('dist', new URL(scriptUrl).pathname.replace(/^\/epd\//, ''));
  if (!existsSync(`${file}.map`)) return [file];
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  return map.sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
}

async function watchFirstLoad(page: Page) {
  await page.addInitScript((selector) => {
    const w = window as unknown as { __readyAt: number | null };
    w.__readyAt = null;
    const observer = new MutationObserver(() => {
      if (w.__readyAt === null && document.querySelector(selector)) {
        w.__readyAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  }, READY);
}

/** The scripts asked for before the form was usable and after, each with the modules it holds. */
async function scriptsAroundReady(page: Page) {
  const { readyAt, scripts } = await page.evaluate(
    (mark) => ({
      // Usable once the control is there and React has taken the page over: a login page drawn at build
      // has its button before any script runs (decision 341).
      readyAt: Math.max(
        (window as unknown as { __readyAt: number }).__readyAt,
        performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
      ),
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    }),
    FIRST_SCREEN_MARK,
  );
  expect(readyAt).not.toBeNaN();
  const modules = (list: typeof scripts) => list.flatMap((s) => modulesOf(s.url));
  // Said when a check fails: which script was asked for when, against the moment the form was there.
  const timeline = [
    `form usable at ${readyAt.toFixed(1)} ms`,
    ...scripts.map((s) => `${s.startTime.toFixed(1)} ms ${new URL(s.url).pathname}`),
  ].join('\n');
  return {
    before: modules(scripts.filter((s) => s.startTime < readyAt)),
    after: modules(scripts.filter((s) => s.startTime >= readyAt)),
    timeline,
  };
}

test('the login form is usable before the router or any other screen is asked for', async ({ page }) => {
  await watchFirstLoad(page);
  await page.goto('login');
  await expect(page.locator(READY)).toBeVisible();
  // The router comes once the form is drawn and the browser is idle (at most 5 s later: whenIdle), so
  // that it is there when the visitor leaves; a busy machine can be quiet on the network before that.
  // Seeing it asked for also shows the check below can see the router's modules.
  await expect
    .poll(
      async () =>
        (await scriptsAroundReady(page)).after.some((path) => path.includes('node_modules/@tanstack/')),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
  const { before, timeline } = await scriptsAroundReady(page);
  expect(before, timeline).toContain('src/features/login/LoginScreen.tsx');
  expect(
    before.filter((path) => NOT_BEFORE_LOGIN.some((rule) => rule.test(path))),
    timeline,
  ).toEqual([]);
});

test('the form keeps what is typed while the router arrives, and gives way to the dashboard with the frame kept', async ({
  page,
}) => {
  // Every frame the browser draws from the first shell on: the top bar, the footer and some content.
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: string[] };
    w.__frames = [];
    const sample = () => {
      const app = document.querySelector('.app');
      if (app || w.__frames.length > 0) {
        const main = document.querySelector('main')?.textContent?.trim() ?? '';
        const frame = document.querySelector('header.topbar') && document.querySelector('footer') && main;
        w.__frames.push(frame ? 'frame' : `no frame: ${document.body.innerHTML.slice(0, 200)}`);
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  // The router's chunk is held back until the e-mail address is typed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let routerAsked = false;
  await page.route('**/assets/startRouter-*.js', async (route) => {
    routerAsked = true;
    await held;
    await route.continue();
  });
  await page.goto('login');
  await page.getByLabel('Email').fill(DEMO.olivia);
  await expect.poll(() => routerAsked).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  release();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Password').fill(DEMO.password);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.olivia);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  await expect(page).toHaveURL(/\/epd\/secure-home$/);
  const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);
  expect(frames.length).toBeGreaterThan(0);
  expect(frames.filter((f) => f !== 'frame')).toEqual([]);
});

/** The Spanish catalogs (decision 270): loaded only when Spanish is chosen. */
const SPANISH_CHUNK = [/^src\/app\/spanish\.ts$/, /\.es\.ts$/];

test("an English visitor's login page asks for no Spanish; choosing Español loads it then", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) scripts.push(request.url());
  });
  const spanishAsked = () =>
    scripts.flatMap(modulesOf).filter((path) => SPANISH_CHUNK.some((rule) => rule.test(path)));
  await page.goto('login');
  await expect(page.locator(READY)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(spanishAsked()).toEqual([]);
  // The check can see the chunk: the switch asks for it, and the page is then in Spanish.
  await page.getByRole('button', { name: 'Ver este sitio en español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  expect(spanishAsked()).toContain('src/app/spanish.ts');
});

/**
 * Decision 341: the login page's HTML is drawn at build (login.html), so the form shows as soon as the
 * HTML and its stylesheet arrive, and the entry script takes over that markup instead of drawing it
 * again. The built files come compressed, as production sends them (decision 340).
 */
test('the login form is in the HTML the server sends, before any script runs', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    const answer = await page.goto('login');
    expect(answer?.headers()['content-encoding']).toBe('br');
    expect(answer?.headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    // The same HTML is not sent to other routes: a deep link must not show a login form first (its own
    // screen's waiting state is drawn, decision 524; tests/e2e/drawn-screens.spec.ts).
    await page.goto('secure-home');
    await expect(page.locator('#root')).not.toBeEmpty();
    await expect(page.locator('#root form')).toHaveCount(0);
    await expect(page.getByLabel('Password')).toHaveCount(0);
    await page.goto('agent-home');
    await expect(page.locator('#root')).toBeEmpty();
  } finally {
    await context.close();
  }
});

test('the scripts take the drawn login page over without drawing it again, and it signs in', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __removed: string[] };
    w.__removed = [];
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element) w.__removed.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const scripts: { url: string; encoding: string | undefined; length: number }[] = [];
  page.on('response', (response) => {
    const headers = response.headers();
    if (response.request().resourceType() === 'script')
      scripts.push({
        url: response.url(),
        encoding: headers['content-encoding'],
        length: Number(headers['content-length']),
      });
  });
  await page.goto('login');
  const form = page.locator('main form');
  await form.evaluate((element) => {
    (element as HTMLElement & { __drawnAtBuild?: boolean }).__drawnAtBuild = true;
  });
  await expect
    .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, FIRST_SCREEN_MARK))
    .toBe(1);
  await page.getByLabel('Email').fill(DEMO.olivia);
  await page.getByLabel('Password').fill(DEMO.password);
  // The form element the HTML brought is the one React now drives.
  expect(
    await form.evaluate((element) => (element as HTMLElement & { __drawnAtBuild?: boolean }).__drawnAtBuild),
  ).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed)).toEqual([]);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  expect(errors).toEqual([]);
  // Every script of the portal arrived compressed, but those too small for it (scripts/vite-compress.ts).
  expect(scripts.filter((s) => s.encoding === 'br').length).toBeGreaterThan(3);
  expect(scripts.filter((s) => s.encoding !== 'br' && !(s.length < MIN_BYTES))).toEqual([]);
});

/**
 * Decision 450: a signed-in screen's address answers a page naming the router's, the API client's and
 * the screen's code, so the browser asks for all of it as the HTML arrives; the screen then shows with
 * no error. Other routes still get index.html, which names none of it.
 */
test("a signed-in screen's deep link names the screen's code in its HTML, and the screen shows", async ({
  page,
}) => {
  const preloads = async (path: string) => {
    const html = await (await page.request.get(path)).text();
    const hrefs = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    return hrefs.flatMap((m) => modulesOf(new URL(m[1]!, page.url()).href));
  };
  await page.goto('login');
  for (const [path, screen] of [
    ['doc-review/100001', 'src/features/document-review/DocumentReviewScreen.tsx'],
    ['payment/100001', 'src/features/payment/PaymentScreen.tsx'],
    ['secure-home', 'src/features/dashboard/DashboardScreen.tsx'],
  ] as const) {
    const modules = await preloads(path);
    expect(modules, path).toContain(screen);
    expect(modules, path).toContain('src/api/client.ts');
    expect(modules, path).toContain('src/routes/router.tsx');
  }
  const index = await preloads('agent-home');
  expect(index).not.toContain('src/routes/router.tsx');

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await seedSession(page, DEMO.olivia);
  await page.goto('doc-review/100001');
  await expect(page.getByRole('button', { name: /View Signed Policy/ })).toBeVisible();
  expect(errors).toEqual([]);
});
