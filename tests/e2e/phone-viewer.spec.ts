import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO, seedSession } from './support/demo.ts';
import { card, openCard } from './support/document-review.ts';
import { pinchOpen } from './support/pinch.ts';

/**
 * The viewer made for a thumb (decision 331), on the phone project (390 × 844) and at 320 px: the opened
 * document fills most of the screen under a one-row toolbar, the mark-up tools sit behind one button,
 * find brings its match onto the screen, and two fingers zoom the document, drawn again sharp.
 */
test.describe.configure({ timeout: 120_000 });

const TOOLS = ['Highlight', 'Draw', 'Stamp / image', 'Signature', 'Undo', 'Delete'];

/** Olivia's review with the document `title` open, its first page drawn. */
async function openDocument(page: Page, title = 'Amendment'): Promise<Locator> {
  await seedSession(page, DEMO.olivia);
  await page.goto('doc-review/100001');
  const opened = await openCard(page, title);
  await expect(opened.locator('[data-page-index="0"][data-painted="true"]')).toBeVisible();
  return opened;
}

/** The part of the screen's height `target` covers (0 to 1). */
const screenShare = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0)) / innerHeight;
  });

test('the opened document fills most of the screen, under a one-row toolbar; the tools behind one button', {
  tag: '@phone-only',
}, async ({ page }) => {
  const opened = await openDocument(page);
  await opened.getByRole('heading', { name: /Amendment/ }).evaluate((el) => el.scrollIntoView());
  expect(await screenShare(opened.getByTestId('pdf-scroll'))).toBeGreaterThanOrEqual(0.6);

  // One row: zoom, the page, Find, the tools' button and the download, all on the same line.
  const row = opened.locator('.pdf-viewer__bar');
  const controls = [
    opened.getByRole('button', { name: 'Zoom out' }),
    opened.getByRole('button', { name: 'Zoom in' }),
    opened.getByRole('textbox', { name: /Page/ }),
    opened.getByRole('button', { name: 'Find in document' }),
    opened.getByRole('button', { name: 'Mark-up tools' }),
    opened.getByRole('button', { name: /^Download/ }),
  ];
  const bar = await row.boundingBox();
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box, 'shown').not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0) / 2).toBeGreaterThan(bar?.y ?? 0);
    expect((box?.y ?? 0) + (box?.height ?? 0) / 2).toBeLessThan((bar?.y ?? 0) + (bar?.height ?? 0));
  }
  expect(bar?.height).toBeLessThan(56);

  // The mark-up tools and the count are behind the one button.
  for (const name of TOOLS) await expect(opened.getByRole('button', { name, exact: true })).toHaveCount(0);
  await expect(opened.getByText('0 marks')).toHaveCount(0);
  const tools = opened.getByRole('button', { name: 'Mark-up tools' });
  await expect(tools).toHaveAttribute('aria-expanded', 'false');
  await tools.click();
  await expect(tools).toHaveAttribute('aria-expanded', 'true');
  const toolbar = opened.getByRole('toolbar', { name: 'Mark up this document' });
  for (const name of TOOLS) await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(toolbar.getByText('0 marks')).toBeVisible();
  await tools.click();
  await expect(toolbar).toHaveCount(0);
});

test('find brings its match onto the screen, clear of anything over it', { tag: '@phone-only' }, async ({
  page,
}) => {
  const opened = await openDocument(page);
  await opened.getByRole('button', { name: 'Find in document' }).click();
  const field = opened.getByRole('searchbox', { name: 'Find in document' });
  await expect(field).toBeFocused();
  // On the second page: find has to go there.
  await field.fill('schedule of values');
  await expect(opened.locator('.pdf-viewer__find-status')).toHaveText('1 of 1');
  const match = opened.locator('[data-page-index="1"] .textLayer .highlight.selected').first();
  await expect(match).toBeVisible();
  await expect
    .poll(() =>
      match.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const box = el.closest('[data-testid="pdf-scroll"]')?.getBoundingClientRect();
        const onScreen = r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth;
        const inBox = !!box && r.top >= box.top && r.bottom <= box.bottom;
        // What a finger would touch there is the match's own text, not a bar laid over it.
        const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const uncovered = !!top && (top === el || el.contains(top) || top.contains(el));
        return onScreen && inBox && uncovered;
      }),
    )
    .toBe(true);
  // Closing find gives the row back; the query and its highlight stay.
  await opened.getByRole('button', { name: 'Find in document' }).click();
  await expect(opened.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(match).toBeVisible();
});

test('two fingers zoom the document, drawn again at the new scale; the page itself still zooms', {
  tag: '@phone-only',
}, async ({ page }) => {
  const opened = await openDocument(page);
  const first = opened.locator('[data-page-index="0"]');
  await first.scrollIntoViewIfNeeded();
  const canvasWidth = () => first.locator('canvas').evaluate((c) => (c as HTMLCanvasElement).width);
  const before = { css: (await first.boundingBox())?.width ?? 0, canvas: await canvasWidth() };
  const pinch = await pinchOpen(page, opened.getByTestId('pdf-scroll'));
  // During the gesture: the drawn pages are scaled as they are, not drawn again yet.
  await expect(opened.locator('.pdf-viewer__pages')).toHaveAttribute('style', /scale\(2\)/);
  expect(await canvasWidth()).toBe(before.canvas);
  await pinch.release();

  await expect(opened.locator('.pdf-viewer__pages')).not.toHaveAttribute('style', /scale/);
  await expect.poll(async () => (await first.boundingBox())?.width ?? 0).toBeCloseTo(before.css * 2, -1);
  // Sharp: the canvas holds twice the pixels, not the old bitmap stretched.
  await expect(first).toHaveAttribute('data-painted', 'true');
  await expect.poll(canvasWidth).toBeGreaterThan(before.canvas * 1.9);
  // Only the document zoomed: the page around it did not.
  expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBe(1);

  // The page can be zoomed as a whole: nothing in the portal forbids it.
  const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
  expect(viewport).toContain('viewport-fit=cover');
  expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0)?\b/);
});

test('at 320 px the first screen after opening a card shows part of the document', { tag: '@320' }, async ({
  page,
}) => {
  await seedSession(page, DEMO.olivia);
  await page.goto('doc-review/100001');
  const amendment = card(page, 'Amendment');
  await expect(amendment).toBeInViewport();
  const scrolled = await page.evaluate(() => window.scrollY);
  await amendment.getByRole('button', { name: /^Amendment/ }).tap();
  const first = amendment.locator('[data-page-index="0"][data-painted="true"]');
  await expect(first).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await screenShare(first)).toBeGreaterThan(0.1);
});

for (const tag of ['@phone-only', '@320']) {
  test(`"I've reviewed it!" holds its place while the document and its toolbar arrive (${tag})`, {
    tag,
  }, async ({ page }) => {
    let releaseDocuments: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      releaseDocuments = resolve;
    });
    await page.route('**/api/Documents/100001**', async (route) => {
      await held;
      await route.continue();
    });
    await seedSession(page, DEMO.olivia);
    await page.goto('doc-review/100001');
    const signed = card(page, 'View Signed Policy');
    await signed.getByRole('button', { name: /^View Signed Policy/ }).click();
    const reviewed = signed.getByRole('button', { name: "I've reviewed it!" });
    await expect(reviewed).toBeVisible();
    await expect(signed.getByRole('status').filter({ hasText: 'Loading PDF...' })).toBeVisible();
    const aimed = await reviewed.boundingBox();
    releaseDocuments();
    await expect(signed.locator('[data-page-index="0"][data-painted="true"]')).toBeVisible({
      timeout: 30_000,
    });
    await expect(signed.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    expect(await reviewed.boundingBox()).toEqual(aimed);
  });
}

/**
 * Done in the folded tools (decisions 331, 420): it leaves mark-up with the marks kept, the tools' row
 * gives way to the one control that takes mark-up up again, which takes focus on the screen, and the
 * shell's live region says so; that control brings the tools back, the count kept.
 */
for (const tag of ['@phone-only', '@320']) {
  test(`Done in the folded mark-up tools leaves mark-up, the marks kept (${tag})`, { tag }, async ({
    page,
  }) => {
    const opened = await openDocument(page);
    const toggle = opened.getByRole('button', { name: 'Mark-up tools' });
    await toggle.click();
    const toolbar = opened.getByRole('toolbar', { name: 'Mark up this document' });
    await toolbar.getByRole('button', { name: 'Signature', exact: true }).click();
    await opened.getByLabel('Type your signature').fill('Olivia Owner');
    await opened.getByRole('button', { name: 'Place signature on page 1' }).click();
    const signature = opened.getByRole('button', { name: 'Signature on page 1: Olivia Owner' });
    await expect(signature).toBeFocused();

    const done = toolbar.getByRole('button', { name: 'Done', exact: true });
    await expect(done).toBeInViewport();
    await done.click();
    await expect(toolbar).toHaveCount(0);
    const resume = opened.getByRole('button', { name: 'Mark up this document' });
    await expect(resume).toBeFocused();
    await expect(resume).toBeInViewport();
    await expect(page.locator('#announcer')).toHaveText('Mark-up finished. Your marks are kept.');
    await expect(signature).toHaveCount(1);
    // Still one row above the pages: the folded bar and, under it, the one control.
    const bar = await opened.locator('.pdf-viewer__bar').boundingBox();
    expect(bar?.height).toBeLessThan(56);

    await resume.click();
    await expect(toolbar).toBeVisible();
    await expect(toolbar.getByText('1 mark', { exact: true })).toBeVisible();
    // Escape leaves too, from a tool's own field.
    await toolbar.getByRole('button', { name: 'Signature', exact: true }).click();
    await opened.getByLabel('Type your signature').press('Escape');
    await expect(toolbar).toHaveCount(0);
    await expect(resume).toBeFocused();
    await expect(signature).toHaveCount(1);
  });
}

test('the folded toolbar keeps every control clear of the others, from 320 to 430 px', {
  tag: '@phone-only',
}, async ({ page }) => {
  // The signed policy: 120 pages, the widest page count of the demo's documents.
  const opened = await openDocument(page, 'View Signed Policy');
  const bar = opened.locator('.pdf-viewer__bar');
  for (const width of [320, 340, 360, 375, 380, 390, 414, 430]) {
    await page.setViewportSize({ width, height: 844 });
    await expect(bar).toHaveClass(/pdf-viewer__bar--folded/);
    const laidOut = await bar.evaluate((row) => {
      const parts = [
        ...row.querySelectorAll<HTMLElement>('button, .pdf-viewer__zoom, .pdf-viewer__page-field'),
      ].filter((el) => el.offsetParent !== null);
      const boxes = parts.map((el) => ({
        name: el.getAttribute('aria-label') ?? el.textContent ?? '',
        box: el.getBoundingClientRect(),
      }));
      const overlaps: string[] = [];
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1))
          if (a.box.right > b.box.left + 0.5 && b.box.right > a.box.left + 0.5)
            overlaps.push(`${a.name} / ${b.name}`);
      const zoom = row.querySelector<HTMLElement>('.pdf-viewer__zoom');
      return {
        overlaps,
        zoomCut: zoom && zoom.offsetParent !== null ? zoom.scrollWidth > zoom.clientWidth + 0.5 : false,
        rowScrolls: row.scrollWidth > row.clientWidth + 0.5,
      };
    });
    expect(laidOut, `at ${width} px`).toEqual({ overlaps: [], zoomCut: false, rowScrolls: false });
  }
});
