import { expect, test } from './fixtures.ts';
import { DEMO, seedSession } from './support/demo.ts';
import { openCard } from './support/document-review.ts';

/**
 * pdf.js draws the viewer's pages in its renderer worker, on an OffscreenCanvas, so that drawing a page
 * holds neither a tap nor a scroll (decision 527): the page drawn ahead, a page scrolled to and a page
 * zoomed are all the worker's, and pdf.js never says it fell back to the main thread.
 */
test.describe.configure({ timeout: 120_000 });

const RENDERER = /\/assets\/pdf\.renderer\.min-[\w-]+\.mjs$/;

test('the pages are drawn in pdf.js renderer worker, ahead, scrolled to and zoomed', {
  tag: '@phone-only',
}, async ({ page }) => {
  const fellBack: string[] = [];
  page.on('console', (message) => {
    if (/renderer worker|main-thread rendering/i.test(message.text())) fellBack.push(message.text());
  });
  await seedSession(page, DEMO.olivia);
  await page.goto('doc-review/100001');

  const opened = await openCard(page, 'View Signed Policy');
  const first = opened.locator('[data-page-index="0"]');
  await expect(first).toHaveAttribute('data-painted', 'true');
  await expect(first).toHaveAttribute('data-drawn-ahead', 'true');
  await expect(first).toHaveAttribute('data-drawn-in-worker', 'true');
  expect(page.workers().map((worker) => worker.url())).toContainEqual(expect.stringMatching(RENDERER));

  const second = opened.locator('[data-page-index="1"]');
  await second.scrollIntoViewIfNeeded();
  await expect(second).toHaveAttribute('data-painted', 'true');
  await expect(second).toHaveAttribute('data-drawn-in-worker', 'true');

  await first.scrollIntoViewIfNeeded();
  await opened.getByRole('button', { name: 'Zoom in' }).click();
  await expect(first).not.toHaveAttribute('data-drawn-ahead', 'true');
  await expect(first).toHaveAttribute('data-painted', 'true');
  await expect(first).toHaveAttribute('data-drawn-in-worker', 'true');
  expect(fellBack).toEqual([]);
});
