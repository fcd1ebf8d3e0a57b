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

let drawn: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => {
  drawn = resolve;
});

/** Resolves once the router has drawn the first screen (main.tsx says when); at once after that. */
export const firstScreenDrawn = (): Promise<void> => firstScreen;

/**
 * Called by main.tsx when the router has rendered its first screen. Resolves in a task of its own, so
 * what waits for it is asked for after the screen is in the document, never in the same breath.
 */
export const markFirstScreenDrawn = (): void => {
  // On the page's own clock, for Lighthouse's user timings and the first-load checks: a login page the
  // build drew is in the document before its script runs, and usable only from here (decision 341).
  performance.mark(FIRST_SCREEN_MARK);
  setTimeout(drawn, 0);
};
