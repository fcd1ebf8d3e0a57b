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
export const PARALLEL_INSPECTIONS = 2;
export const MAX_WAITING_INSPECTIONS = 16;

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

function runWorker(bytes: Uint8Array, budget: PdfBudget): Promise<PdfInspection> {
  return new Promise((resolveInspection) => {
    const worker = new Worker(WORKER, {
      workerData: { bytes, budget },
      resourceLimits: { maxOldGenerationSizeMb: budget.memoryMb, maxYoungGenerationSizeMb: 32 },
      // Not passed on: pdf-lib warns on the console about every odd object of a hostile file.
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (inspection: PdfInspection) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolveInspection(inspection);
    };
    const timer = setTimeout(() => settle({ ok: false, reason: 'too-slow' }), budget.timeLimitMs);
    worker.on('message', (answer: WorkerAnswer) =>
      settle(
        answer.ok
          ? {
              ok: true,
              pageCount: answer.pageCount,
              stripped: answer.stripped,
              bytes: answer.bytes ?? bytes,
            }
          : answer,
      ),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      settle({
        ok: false,
        reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too-much-memory' : 'unreadable',
      }),
    );
    worker.on('exit', () => settle({ ok: false, reason: 'unreadable' }));
  });
}

/** Opens `bytes` off the event loop within `budget`: its page count and the bytes to keep, or why not. */
export function inspectPdf(bytes: Uint8Array, budget: PdfBudget): Promise<PdfInspection> {
  return turn(
    () => runWorker(bytes, budget),
    (): PdfInspection => ({ ok: false, reason: 'busy' }),
  );
}
