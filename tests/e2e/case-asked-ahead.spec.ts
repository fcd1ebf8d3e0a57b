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
