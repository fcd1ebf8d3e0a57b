/** Runs once the first screen is drawn and the browser has a quiet moment (at most 5 s later). */
export function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 2000);
  return () => clearTimeout(handle);
}
