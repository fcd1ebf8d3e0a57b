/**
 * Whether pdf.js draws the pages in its renderer worker here (decision 527). Not in Safari's engine: in
 * WebKitGTK 2.50 the page crashed or hung in 5 of 12 runs of the engines bench with the worker (some twenty
 * loads each), in none of 7 without it. Every browser on iOS is WebKit and names no Chrome/ or Firefox/ of its own
 * (CriOS/, FxiOS/); Chromium's browsers and Firefox do. Where it is chosen and cannot start (no
 * OffscreenCanvas), pdf.js draws on the main thread.
 */
export function drawsInWorker(userAgent: string): boolean {
  const webkit = /AppleWebKit\//.test(userAgent) && !/(?:Chrome|Chromium|Edg|Firefox)\//.test(userAgent);
  return !webkit;
}
