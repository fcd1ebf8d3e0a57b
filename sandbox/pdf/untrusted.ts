import { Worker } from 'node:worker_threads';

/**
 * The one place the sandbox opens a PDF it did not make (decision 380): in a worker thread, so no file
 * holds the event loop, within a page and object budget, a time limit and a memory limit. The PDF
 * library stays inside the worker (untrustedWorker.mjs); nothing else in the sandbox parses a
 * received file.
 */
export interface PdfBudget {
  maxPages: number;
  /** Indirect objects, and page-tree nodes waiting to be walked. */
  maxObjects: number;
  timeLimitMs: number;
  /** The worker's heap: a file that needs more is refused, not the server stopped. */
  memoryMb: number;
  allowEncrypted: boolean;
  /** Remove what a reader could run (open actions, JavaScript, launches) and answer the cleaned bytes. */
  stripActiveContent: boolean;
}

export type PdfRefusal =
  | 'unreadable'
  | 'revisits'
  | 'too-many-pages'
  | 'too-many-objects'
  | 'too-deep'
  | 'too-slow'
  | 'too-much-memory'
  | 'busy';

export type PdfInspection =
  | {
      ok: true;
      pageCount: number;
      /** The bytes to keep: the file as sent, or cleaned of what `stripped` names. */
      bytes: Uint8Array;
      stripped: string[];
    }
  | { ok: false; reason: PdfRefusal };

type WorkerAnswer =
  | { ok: true; pageCount: number; stripped: string[]; bytes?: Uint8Array }
  | { ok: false; reason: PdfRefusal };

const WORKER = new URL('./untrustedWorker.mjs', import.meta.url);

/** Files opened at once, and waiting; past that a file is refused as `busy` rather than queued. */
const PARALLEL_INSPECTIONS = 2;
const MAX_WAITING_INSPECTIONS = 16;

let running = 0;
const waiting: (() => void)[] = [];

async function turn<T>(work: () => Promise<T>, busy: () => T): Promise<T> {
  if (running >= PARALLEL_INSPECTIONS) {
    if (waiting.length >= MAX_WAITING_INSPECTIONS) return busy();
    await new Promise<void>((resolveTurn) => waiting.push(resolveTurn));
  } else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * Workers left from earlier files, by heap size, kept while they answered in time: starting one and
 * loading the PDF library in it costs more than most files. A worker that overran its time, ran out
 * of memory or failed is ended, never reused.
 */
const idle = new Map<number, Worker[]>();

function workerFor(memoryMb: number): Worker {
  const kept = idle.get(memoryMb)?.pop();
  if (kept) {
    kept.ref();
    return kept;
  }
  return new Worker(WORKER, {
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32 },
    // Not passed on: pdf-lib warns on the console about every odd object of a hostile file.
    stdout: true,
    stderr: true,
  });
}

function keep(worker: Worker, memoryMb: number): void {
  const list = idle.get(memoryMb) ?? [];
  if (list.length >= PARALLEL_INSPECTIONS) {
    void worker.terminate();
    return;
  }
  // An idle worker keeps no process alive.
  worker.unref();
  list.push(worker);
  idle.set(memoryMb, list);
}

function runWorker(bytes: Uint8Array, budget: PdfBudget): Promise<PdfInspection> {
  return new Promise((resolveInspection) => {
    const worker = workerFor(budget.memoryMb);
    const settle = (inspection: PdfInspection, reusable: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (reusable) keep(worker, budget.memoryMb);
      else void worker.terminate();
      resolveInspection(inspection);
    };
    const onMessage = (answer: WorkerAnswer) =>
      settle(
        answer.ok
          ? { ok: true, pageCount: answer.pageCount, stripped: answer.stripped, bytes: answer.bytes ?? bytes }
          : answer,
        true,
      );
    const onError = (error: Error & { code?: string }) =>
      settle(
        { ok: false, reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-much-memory' : 'unreadable' },
        false,
      );
    const onExit = () => settle({ ok: false, reason: 'unreadable' }, false);
    const timer = setTimeout(() => settle({ ok: false, reason: 'too-slow' }, false), budget.timeLimitMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ bytes, budget });
  });
}

/** Opens `bytes` off the event loop within `budget`: its page count and the bytes to keep, or why not. */
export function inspectPdf(bytes: Uint8Array, budget: PdfBudget): Promise<PdfInspection> {
  return turn(
    () => runWorker(bytes, budget),
    (): PdfInspection => ({ ok: false, reason: 'busy' }),
  );
}
