import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, seedSession, signInAs } from './support/demo.ts';
import { card } from './support/document-review.ts';

/**
 * Decision 526: the review's route asks for its case as it loads, beside the screen's code, instead of
 * once that code has run and drawn; the screen takes that answer and does not ask again.
 */
const CASE_PATH = '/api/cases/100001';

/** Each request for the case, and when the review's own chunk is let through, in order. */
function watchOrder(page: Page) {
  const order: string[] = [];
  let caseAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    caseAsked = resolve;
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== CASE_PATH) return;
    order.push('case asked');
    caseAsked();
  });
  return { order, asked };
}

/**
 * Holds the review's chunk until the case is asked for, or for 5 s: a screen that asks only once its
 * code has run asks after the chunk is let through.
 */
async function holdReviewChunk(page: Page, { order, asked }: ReturnType<typeof watchOrder>) {
  await page.route(/\/assets\/DocumentReviewScreen-[\w-]+\.js$/, async (route) => {
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    order.push('chunk sent');
    await route.continue();
  });
}

test('opened from a link, the review asks for its case while its code is still coming, and once', async ({
  page,
}) => {
  await seedSession(page, DEMO.olivia);
  const watched = watchOrder(page);
  await holdReviewChunk(page, watched);
  await page.goto('doc-review/100001');
  await expect(card(page, 'View Signed Policy')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(watched.order).toEqual(['case asked', 'chunk sent']);
});

test('from the dashboard, a hover asks for nothing; the click asks for the case once', async ({ page }) => {
  await signInAs(page, DEMO.olivia);
  const { order } = watchOrder(page);
  const tile = page.getByRole('link', { name: /L1000001 is waiting your review/ });
  await tile.hover();
  await page.waitForLoadState('networkidle');
  expect(order).toEqual([]);
  await tile.click();
  await expect(card(page, 'View Signed Policy')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(order).toEqual(['case asked']);
});

/**
 * Decision 528: the drawn review page asks for its case and its tracker as it is read, before any of the
 * portal's scripts has arrived; the screen's calls take those answers and ask for neither again.
 */
test('the drawn review asks for its case and tracker before the scripts come, and the screen asks neither again', async ({
  page,
}) => {
  await seedSession(page, DEMO.olivia);
  const calls = ['/api/cases/100001', '/api/Tracker/100001/doc-review'];
  const order: string[] = [];
  let bothAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    bothAsked = resolve;
  });
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!calls.includes(path)) return;
    order.push(path);
    if (calls.every((call) => order.includes(call))) bothAsked();
  });
  // The frame's chunk, which every script of the portal waits for, held until both are asked (or 5 s).
  await page.route(/\/assets\/frame-[\w-]+\.js$/, async (route) => {
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    order.push('scripts sent');
    await route.continue();
  });
  await page.goto('doc-review/100001');
  await expect(card(page, 'View Signed Policy')).toBeVisible();
  await expect(page.getByText('0 of 6 documents reviewed')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(order.slice(0, 2).sort()).toEqual(calls.slice().sort());
  expect(order.slice(2)).toEqual(['scripts sent']);
});

test('signed in without a case token yet, the drawn review asks for nothing itself and the case still opens', async ({
  page,
}) => {
  await seedSession(page, DEMO.olivia);
  // The dashboard, whose answer carries the case token, never loaded in this tab (decision 350).
  await page.addInitScript(() => sessionStorage.removeItem('case_authorization_token'));
  const sent: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === CASE_PATH) sent.push(request.headers().authorization);
  });
  await page.goto('doc-review/100001');
  await expect(card(page, 'View Signed Policy')).toBeVisible();
  await expect(page.getByText(/do not have access/)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.split(',')).toHaveLength(2);
});
