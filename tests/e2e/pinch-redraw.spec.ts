import { expect, test } from './fixtures.ts';
import { DEMO, seedSession } from './support/demo.ts';
import { openCard } from './support/document-review.ts';
import { pinchOpen } from './support/pinch.ts';

/**
 * After a pinch the viewer draws the pages again at the new zoom; until the sharp picture is ready the
 * old one stays, stretched (decision 440). Every change of the canvas and every frame from the pinch to
 * the sharp picture is sampled: the page must never be blank (no pixels, or no ink) on the way.
 */
test.describe.configure({ timeout: 120_000 });

interface Sample {
  width: number;
  inked: number;
}

/**
 * Runs in the page: samples page 1's canvas at each change of its size and at each frame, into
 * `window.__samples`, as its width and how many of a small copy's pixels are ink (dark).
 */
function watchCanvas() {
  const samples: Sample[] = [];
  const w = window as unknown as { __samples: Sample[]; __stop: () => void };
  w.__samples = samples;
  const canvas = document.querySelector<HTMLCanvasElement>('[data-page-index="0"] canvas');
  if (!canvas) throw new Error('page 1 has no canvas');
  const copy = document.createElement('canvas');
  copy.width = 48;
  copy.height = 64;
  const ctx = copy.getContext('2d', { willReadFrequently: true });
  const sample = () => {
    let inked = 0;
    if (ctx && canvas.width > 0 && canvas.height > 0) {
      ctx.clearRect(0, 0, copy.width, copy.height);
      ctx.drawImage(canvas, 0, 0, copy.width, copy.height);
      const data = ctx.getImageData(0, 0, copy.width, copy.height).data;
      for (let i = 0; i < data.length; i += 4) {
        if ((data[i + 3] ?? 0) > 0 && (data[i] ?? 255) < 160) inked++;
      }
    }
    samples.push({ width: canvas.width, inked });
  };
  const observer = new MutationObserver(sample);
  observer.observe(canvas, { attributes: true, attributeFilter: ['width', 'height'] });
  let running = true;
  const frame = () => {
    if (!running) return;
    sample();
    requestAnimationFrame(frame);
  };
  frame();
  w.__stop = () => {
    running = false;
    observer.disconnect();
  };
}

test('after a pinch the old picture stays, stretched, until the sharp one replaces it: never blank', {
  tag: '@phone-only',
}, async ({ page }) => {
  await seedSession(page, DEMO.olivia);
  await page.goto('doc-review/100001');
  const opened = await openCard(page, 'Amendment');
  const first = opened.locator('[data-page-index="0"]');
  await expect(first).toHaveAttribute('data-painted', 'true');
  await first.scrollIntoViewIfNeeded();
  const canvasWidth = () => first.locator('canvas').evaluate((c) => (c as HTMLCanvasElement).width);
  const before = await canvasWidth();
  await page.evaluate(watchCanvas);
  const pinch = await pinchOpen(page, opened.getByTestId('pdf-scroll'));
  await pinch.release();

  await expect.poll(canvasWidth).toBeGreaterThan(before * 1.9);
  await expect(first).toHaveAttribute('data-painted', 'true');
  const samples = await page.evaluate(() => {
    const w = window as unknown as { __samples: Sample[]; __stop: () => void };
    w.__stop();
    return w.__samples;
  });
  // The sampling saw the old picture and the sharp one: the whole redraw lies between them.
  expect(samples.some((s) => s.width === before)).toBe(true);
  expect(samples.some((s) => s.width > before * 1.9)).toBe(true);
  const blank = samples.filter((s) => s.width === 0 || s.inked === 0);
  expect(blank, `blank samples among ${samples.length}`).toEqual([]);
});
