import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

let started: Worker | null = null;
let failed = false;

/**
 * Starts pdf.js's worker script in a worker of its own before pdf.js's module has arrived and run
 * (decision 510): in WebKit the worker boots in most of a second, which then overlaps the module's
 * download and evaluation instead of following them. pdf.js takes it over (`takeEarlyWorker`).
 */
export function startEarlyWorker(): void {
  if (started || failed || typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(workerUrl, { type: 'module' });
    // A worker that cannot load is dropped: pdf.js then starts its own, and says why it cannot.
    worker.addEventListener('error', () => {
      worker.terminate();
      if (started === worker) started = null;
      failed = true;
    });
    started = worker;
  } catch {
    failed = true;
  }
}

/** The worker started early, now pdf.js's; null when none was started or it failed to load. */
export function takeEarlyWorker(): Worker | null {
  const worker = started;
  started = null;
  return worker;
}
