/** Runs once the first screen is drawn and the browser has a quiet moment (at most 5 s later). */
export function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 2000);
  return () => clearTimeout(handle);
}

/**
 * The performance mark set when the first screen is drawn and React has taken it over.
 * @internal the exact value the tests expect to find, read from its one source (tests/bench/frame.bench.ts,
 *   tests/e2e/first-load.spec.ts).
 */
export const FIRST_SCREEN_MARK = 'epd:first-screen-drawn';

/**
 * Resolves once what is now being drawn is on screen: a frame's callbacks run before its paint, so the
 * callback of the frame after it runs once it was painted and handed to the screen. What the screen does
 * not need to show itself (a file, a module, settings) is asked for then, so that it never holds up that
 * paint nor comes between the screen's answer and its paint (decision 528). A hidden tab draws no frames:
 * there it resolves at once, and when the tab is hidden while it waits.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined')
    return Promise.resolve();
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') done();
    };
    const done = () => {
      document.removeEventListener('visibilitychange', hidden);
      resolve();
    };
    document.addEventListener('visibilitychange', hidden);
    // The frame after the painted one starts before the painted one reaches the screen (a frame in
    // Chromium's measure): one more, so that nothing is asked for before the customer sees the screen.
    requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

let drawn: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => {
  drawn = resolve;
});

/** Resolves once the router has drawn the first screen (main.tsx says when); at once after that. */
export const firstScreenDrawn = (): Promise<void> => firstScreen;

/**
 * Called by main.tsx when the router has rendered its first screen. Resolves once that screen is on
 * screen (`afterNextPaint`), so what waits for it is asked for after the screen's paint, never before.
 */
export const markFirstScreenDrawn = (): void => {
  // On the page's own clock, for Lighthouse's user timings and the first-load checks: a login page the
  // build drew is in the document before its script runs, and usable only from here (decision 341).
  performance.mark(FIRST_SCREEN_MARK);
  void afterNextPaint().then(drawn);
};
