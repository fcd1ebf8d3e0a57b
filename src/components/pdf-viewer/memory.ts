/** Chromium's non-standard heap figure; null where the browser does not report it. */
export function usedHeapBytes(): number | null {
  const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
  return memory ? memory.usedJSHeapSize : null;
}
