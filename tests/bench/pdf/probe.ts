export interface BenchState {
  start: number;
  firstPage: number | null;
  pageCount: number;
  peakHeap: number;
  lastPainted: number | null;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Peak main-thread JS heap, sampled every 20 ms (Chromium with --enable-precise-memory-info). */
export function startHeapSampler(state: BenchState) {
  const read = () =>
    (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
  const sample = () => {
    state.peakHeap = Math.max(state.peakHeap, read());
  };
  sample();
  setInterval(sample, 20);
}
