import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, seedSession } from './support/demo.ts';
import { openCard, openReview } from './support/document-review.ts';

/**
 * On a phone the review opens its first document in pdf.js and draws its first page before the card is
 * tapped (decision 443): the tap shows that picture, with its text, and it is the page pdf.js draws.
 */
test.describe.configure({ timeout: 120_000 });

const drawnAhead = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('epd:pdf-drawn-ahead').length);
/** Page 1's text read ahead: with the picture, page 1 with its text is ready before the tap (decision 510). */
const textReadAhead = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('epd:pdf-text-ahead').length);

/** Keeps page 1's canvas pixels in the page, as `window.__before`, and answers its width. */
const keepPixels = (first: Locator) =>
  first.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    (window as unknown as { __before: Uint8ClampedArray | undefined }).__before = data;
    return canvas.width;
  });

/** The share of page 1's canvas pixels that differ from the kept ones by more than 32 in a channel. */
const changedShare = (first: Locator) =>
  first.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const before = (window as unknown as { __before: Uint8ClampedArray }).__before;
    const now = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    if (!now || now.length !== before.length) return 1;
    let changed = 0;
    for (let i = 0; i < now.length; i += 4) {
      for (let c = 0; c < 4; c++) {
        if (Math.abs((now[i + c] ?? 0) - (before[i + c] ?? 0)) > 32) {
          changed++;
          break;
        }
      }
    }
    return changed / (now.length / 4);
  });

const inkedShare = (first: Locator) =>
  first.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i + 3] ?? 0) > 0 && (data[i] ?? 255) < 160) inked++;
    return inked / Math.max(1, data.length / 4);
  });

test('the first document is drawn before its card is tapped; the tap shows that page, with its text', {
  tag: '@phone-only',
}, async ({ page }) => {
  await seedSession(page, DEMO.olivia);
  await page.goto('doc-review/100001');
  await expect.poll(() => drawnAhead(page)).toBe(1);
  await expect.poll(() => textReadAhead(page)).toBe(1);

  const opened = await openCard(page, 'View Signed Policy');
  const first = opened.locator('[data-page-index="0"]');
  await expect(first).toHaveAttribute('data-painted', 'true');
  await expect(first).toHaveAttribute('data-drawn-ahead', 'true');
  await expect(first).toHaveAttribute('data-text', /.+/);
  expect(await inkedShare(first)).toBeGreaterThan(0.001);

  // Zoomed in and back, the page is drawn again by pdf.js at the same size: the same picture.
  const width = await keepPixels(first);
  await opened.getByRole('button', { name: 'Zoom in' }).click();
  await expect
    .poll(() => first.locator('canvas').evaluate((c: HTMLCanvasElement) => c.width))
    .toBeGreaterThan(width);
  await expect(first).toHaveAttribute('data-painted', 'true');
  await opened.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(() => first.locator('canvas').evaluate((c: HTMLCanvasElement) => c.width)).toBe(width);
  await expect(first).toHaveAttribute('data-painted', 'true');
  await expect(first).not.toHaveAttribute('data-drawn-ahead', 'true');
  expect(await changedShare(first)).toBeLessThan(0.005);
});

test('another card draws its own first page, as before', { tag: '@phone-only' }, async ({ page }) => {
  await seedSession(page, DEMO.olivia);
  await page.goto('doc-review/100001');
  await expect.poll(() => drawnAhead(page)).toBe(1);
  const opened = await openCard(page, 'Amendment');
  const first = opened.locator('[data-page-index="0"]');
  await expect(first).toHaveAttribute('data-painted', 'true');
  await expect(first).toHaveAttribute('data-text', /.+/);
  await expect(first).not.toHaveAttribute('data-drawn-ahead', 'true');
  expect(await inkedShare(first)).toBeGreaterThan(0.001);
});

test('the desktop review, which shows documents in the browser frame, draws nothing ahead', async ({
  page,
}) => {
  const documents = page.waitForResponse((response) => /\/api\/Documents\//.test(response.url()));
  await openReview(page, '100001');
  await documents;
  await page.waitForLoadState('networkidle');
  expect(await drawnAhead(page)).toBe(0);
  expect(await textReadAhead(page)).toBe(0);
});

for (const { what, content } of [
  { what: 'not a PDF', content: 'hello, not a pdf' },
  { what: 'a damaged PDF', content: '%PDF-1.7\nnothing else' },
]) {
  test(`a first document that is ${what} is not drawn ahead: its card says why, as before`, {
    tag: '@phone-only',
  }, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route('**/api/Documents/100001', async (route) => {
      const response = await route.fetch();
      const [first, ...rest] = (await response.json()) as { content: string }[];
      const broken = { ...first, content: Buffer.from(content).toString('base64') };
      await route.fulfill({ response, json: [broken, ...rest] });
    });
    await seedSession(page, DEMO.olivia);
    await page.goto('doc-review/100001');
    const opened = await openCard(page, 'View Signed Policy');
    await expect(opened.getByRole('alert').getByText(/^Failed to load PDF document: /)).toBeVisible();
    expect(await drawnAhead(page)).toBe(0);
    expect(await textReadAhead(page)).toBe(0);
    // The next card still opens, drawn by its own viewer.
    const amendment = await openCard(page, 'Amendment');
    await expect(amendment.locator('[data-page-index="0"]')).toHaveAttribute('data-painted', 'true');
    expect(errors).toEqual([]);
  });
}
