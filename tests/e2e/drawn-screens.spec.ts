import type { Page } from '@playwright/test';
import { LOCALE_COOKIE } from '../../src/i18n/locale.ts';
import { FIRST_SCREEN_MARK } from '../../src/shell/idle.ts';
import { expect, test } from './fixtures.ts';
import { collectViolations } from './support/csp.ts';
import { DASHBOARD_HEADING, DEMO, seedSession } from './support/demo.ts';
import { PAYMENT_HEADING } from './support/payment.ts';
import { expectFitsPhone } from './support/smallScreen.ts';

/**
 * Decision 524: the signed-in screens a customer opens from an e-mail (the dashboard, the review, the
 * payment) come with their waiting state drawn at build — the frame, the screen's heading and its
 * spinner — so a phone shows the page as soon as its HTML and stylesheets arrive. The router replaces
 * it with the screen in one commit, the heading where it stood; a Spanish reader never gets the English.
 */
const CASE_ID = '100001';
const DRAWN = [
  { path: 'secure-home', heading: DASHBOARD_HEADING, waiting: 'Loading your policies and contracts…' },
  { path: `doc-review/${CASE_ID}`, heading: 'Review all documents', waiting: 'Loading…' },
  { path: `payment/${CASE_ID}`, heading: PAYMENT_HEADING, waiting: 'Loading…' },
];

test('each drawn screen shows its heading and spinner before any script runs, and fits 320 px', {
  tag: '@320',
}, async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    viewport: { width: 320, height: 640 },
  });
  try {
    const page = await context.newPage();
    for (const { path, heading, waiting } of DRAWN) {
      const answer = await page.goto(path);
      expect(answer?.headers()['content-encoding']).toBe('br');
      expect(answer?.headers().vary).toContain('Accept-Language');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('main [role="status"]')).toHaveText(waiting);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
      await expectFitsPhone(page, `drawn ${path}`);
    }
    // Nothing of a customer's is drawn: no name, no policy number.
    await page.goto('secure-home');
    await expect(page.locator('main')).not.toContainText('Olivia');
  } finally {
    await context.close();
  }
});

interface Frame {
  heading: string | null;
  top: number;
  /** The line under the heading (the dashboard's welcome), and its top. */
  lead: string | null;
  leadTop: number;
  /** The heading is the one in the HTML the server sent, not yet React's. */
  drawn: boolean;
  /** The router had drawn its first screen (FIRST_SCREEN_MARK) by this frame. */
  routerDrawn: boolean;
}

/**
 * Every frame the browser draws from the first with a heading on: the main heading's text and top, and
 * whether it is the drawn one. Frames before it are the HTML still being read, not the portal's doing.
 */
async function recordFrames(page: Page) {
  await page.addInitScript((mark) => {
    const w = window as unknown as { __frames: Frame[]; __drawnHeading?: Element };
    w.__frames = [];
    const sample = () => {
      const heading = document.querySelector('main h1');
      const lead = document.querySelector<HTMLElement>('main h1 + .lead');
      if (heading && !w.__drawnHeading) w.__drawnHeading = heading;
      if (w.__drawnHeading)
        w.__frames.push({
          heading: heading?.textContent ?? null,
          top: Math.round(heading?.getBoundingClientRect().top ?? -1),
          lead: lead && !lead.hidden ? lead.textContent : null,
          leadTop: Math.round(lead?.getBoundingClientRect().top ?? -1),
          drawn: heading === w.__drawnHeading,
          routerDrawn: performance.getEntriesByName(mark).length > 0,
        });
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, FIRST_SCREEN_MARK);
  return () => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
}

for (const { path, heading } of DRAWN) {
  test(`${path.split('/')[0]}: the router takes the drawn page over with the heading kept in place`, async ({
    page,
  }) => {
    await seedSession(page, DEMO.olivia);
    const frames = await recordFrames(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    // The screen's own content, drawn by React once its data is in.
    await expect(page.locator('main [role="status"].spinner--screen')).toHaveCount(0);
    await expect(page.locator('main')).toContainText(path === 'secure-home' ? 'Olivia Owner' : 'L1000001');
    // A case's screen: its step tracker too, the last thing to arrive above the heading.
    if (path !== 'secure-home') await expect(page.locator('main .step-tracker__steps')).toBeVisible();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const seen = await frames();
    // From the first frame on the heading is there, never an empty frame or a blank page between.
    expect(seen.filter((frame) => frame.heading !== heading)).toEqual([]);
    // The drawn heading was shown, then React's took its place where it stood.
    const handOver = seen.findIndex((frame) => !frame.drawn);
    expect(seen[0]?.routerDrawn).toBe(false);
    expect(handOver).toBeGreaterThan(0);
    expect(seen[handOver]?.top).toBe(seen[handOver - 1]?.top);
    // Nor does anything arriving later move it: not the case, not the step tracker and its progress line.
    expect(new Set(seen.map((frame) => frame.top))).toEqual(new Set([seen[0]?.top]));
    expect(errors).toEqual([]);
  });
}

const WELCOME = 'Welcome back, Olivia Owner. Here are your policies and contracts.';

test('the drawn dashboard names the customer before any module runs, under the CSP (decision 525)', async ({
  page,
}) => {
  const violations = await collectViolations(page);
  await seedSession(page, DEMO.olivia);
  // No module arrives: what shows is the HTML and its one inline script.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('secure-home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_HEADING);
  await expect(page.locator('main .lead')).toHaveText(WELCOME);
  await expect(page.locator('main [role="status"]')).toHaveText('Loading your policies and contracts…');
  expect(violations).toEqual([]);
});

test('the drawn welcome line is there from the first frame and stays where it stood', async ({ page }) => {
  await seedSession(page, DEMO.olivia);
  const frames = await recordFrames(page);
  await page.goto('secure-home');
  await expect(page.getByRole('link', { name: /L1000001/ }).first()).toBeVisible();
  const seen = await frames();
  expect(seen.filter((frame) => frame.lead !== WELCOME)).toEqual([]);
  const handOver = seen.findIndex((frame) => !frame.drawn);
  expect(handOver).toBeGreaterThan(0);
  expect(seen[handOver]?.leadTop).toBe(seen[handOver - 1]?.leadTop);
});

test('a Spanish reader is never sent the page drawn in English', async ({ browser, baseURL }) => {
  const english = [PAYMENT_HEADING, DASHBOARD_HEADING, 'Review all documents', 'Loading', 'Menu'];
  // A browser that asks for Spanish, and an English browser whose reader chose Spanish (the cookie).
  const readers = [
    { locale: 'es-US', cookie: null },
    { locale: 'en-US', cookie: 'es' },
  ];
  for (const reader of readers) {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: reader.locale });
    try {
      if (reader.cookie)
        await context.addCookies([
          { name: LOCALE_COOKIE, value: reader.cookie, url: new URL(baseURL ?? '').origin },
        ]);
      const page = await context.newPage();
      for (const path of [...DRAWN.map((screen) => screen.path), 'login']) {
        await page.goto(path);
        const root = (await page.locator('#root').innerHTML()).trim();
        for (const text of english) expect(root, `${path} for ${JSON.stringify(reader)}`).not.toContain(text);
      }
    } finally {
      await context.close();
    }
  }
});

test('choosing a language tells the server, so the next page is drawn for it or not at all', async ({
  page,
  context,
}) => {
  await seedSession(page, DEMO.olivia);
  await page.goto('secure-home');
  await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  const cookie = async () => (await context.cookies()).find((c) => c.name === LOCALE_COOKIE)?.value;
  await expect.poll(cookie).toBe('en');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect.poll(cookie).toBe('es');
  const answer = await page.request.get('payment/100001');
  expect(await answer.text()).not.toContain(PAYMENT_HEADING);
});
