import { describe, expect, it, vi } from 'vitest';
import { type RenderJob, RenderQueue } from '../../src/components/pdf-viewer/renderQueue.ts';

/**
 * The queue picks its next job in a later task, and an off-screen one a frame after the last render
 * (16 ms where there are no frames): long enough for a handful of those.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 120));
/** Waits for what must come: under CI's load the jobs once outlasted a fixed 120 ms. */
const until = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5_000 });

function recorder() {
  const order: number[] = [];
  const cleanups: number[] = [];
  const queue = new RenderQueue(() => cleanups.push(order.length));
  const job = (index: number): RenderJob => ({
    index,
    run: async () => {
      order.push(index);
    },
  });
  const blocking = (index: number) => {
    let release: () => void = () => {};
    const started = new Promise<void>((s) => {
      queue.add({
        index,
        run: () => {
          s();
          return new Promise<void>((r) => (release = r));
        },
      });
    });
    return { started, release: () => release() };
  };
  return { order, cleanups, queue, job, blocking };
}

describe('the page render queue', () => {
  it('starts with the on-screen pages of a scroll, the most shown first, even when the screen is reported after the pages were added', async () => {
    const { order, queue, job } = recorder();
    // One scroll: React effects add the near pages in index order, then the on-screen observer reports.
    for (const index of [495, 496, 497, 498, 499]) queue.add(job(index));
    queue.setOnScreen(498, 0.25);
    queue.setOnScreen(499, 1);
    await until(() => expect(order).toEqual([499, 498, 495, 496, 497]));
  });

  it('while find reads the text, holds pages off screen back, draws one that comes on screen, and lets the rest go after', async () => {
    const { order, queue, job } = recorder();
    queue.holdOffScreen(true);
    queue.add(job(1));
    queue.add(job(2));
    queue.add(job(119));
    await settle();
    expect(order).toEqual([]);
    // find's jump: its page comes on screen while the others still wait.
    queue.setOnScreen(119, 1);
    await until(() => expect(order).toEqual([119]));
    await settle();
    expect(order).toEqual([119]);
    queue.holdOffScreen(false);
    await until(() => expect(order).toEqual([119, 1, 2]));
  });

  it('runs one job at a time and reads what is on screen when it picks the next', async () => {
    const { order, queue, job, blocking } = recorder();
    const first = blocking(0);
    await first.started;
    queue.add(job(3));
    queue.add(job(7));
    queue.setOnScreen(7, 0.5); // came on screen while page 0 was rendering
    queue.setOnScreen(0, 0);
    await settle();
    expect(order).toEqual([]);
    first.release();
    await until(() => expect(order).toEqual([7, 3]));
  });

  it('a page that left the screen waits its turn in page order again', async () => {
    const { order, queue, job } = recorder();
    queue.setOnScreen(9, 1);
    queue.setOnScreen(9, 0);
    queue.add(job(9));
    queue.add(job(2));
    await until(() => expect(order).toEqual([2, 9]));
  });

  it('drops a job removed before it ran, and goes on after a job that fails', async () => {
    const { order, queue, job } = recorder();
    queue.add({ index: 0, run: () => Promise.reject(new Error('bad page')) });
    const remove = queue.add(job(1));
    queue.add(job(2));
    remove();
    await until(() => expect(order).toEqual([2]));
    await settle();
    expect(order).toEqual([2]);
  });

  it('cleans pdf.js caches at once when idle, and only after the running render otherwise', async () => {
    const { order, cleanups, queue, job, blocking } = recorder();
    queue.requestCleanup();
    expect(cleanups).toEqual([0]);
    const first = blocking(0);
    queue.add(job(1));
    await first.started;
    queue.requestCleanup();
    expect(cleanups).toEqual([0]);
    first.release();
    await until(() => expect(order).toEqual([1]));
    // Cleaned between page 0 and page 1, before page 1 rendered.
    expect(cleanups).toEqual([0, 0]);
  });
});

describe('the page render queue and the screen', () => {
  it('lets a frame through after a render before it starts an off-screen page, not before an on-screen one', async () => {
    const frames: (() => void)[] = [];
    const g = globalThis as { requestAnimationFrame?: (cb: () => void) => number };
    g.requestAnimationFrame = (cb) => frames.push(cb);
    try {
      const order: number[] = [];
      const queue = new RenderQueue(() => {});
      for (const index of [1, 2, 3]) queue.add({ index, run: async () => void order.push(index) });
      queue.setOnScreen(1, 0.5);
      queue.setOnScreen(2, 0.5);
      await until(() => expect(frames).toHaveLength(1));
      await settle();
      expect(order).toEqual([1, 2]);
      frames.shift()!();
      await until(() => expect(order).toEqual([1, 2, 3]));
    } finally {
      delete g.requestAnimationFrame;
    }
  });
});
