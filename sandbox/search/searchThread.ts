import { parentPort, workerData } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { openDatabase, pluck } from '../store/sqlite.ts';
import { BookQuery, type SearchPage } from './bookQuery.ts';
import type { SearchAnswer, SearchTask, SearchThreadData } from './protocol.ts';
import { lowerThisThread } from './threadPriority.ts';

// The inside of searchWorker.ts: the book's searches on a thread of their own, over a second, read-only
// connection to the sandbox's database (decision 415). WAL lets it read beside the sandbox's writes;
// it writes nothing. Loaded by Node's own type stripping, not tsx: only syntax that strips here.

const { file } = workerData as SearchThreadData;
// Below the event loop: a search may wait a little, a customer's case read beside it should not
// (decisions 415, 520; with two cores the thread and the loop compete for the same CPU). Five levels:
// at ten the searches themselves waited past their own goal.
lowerThisThread(5);
const db = openDatabase(file, { readOnly: true });
const query = new BookQuery(db);
const dataVersion = pluck<number>(db.prepare('PRAGMA data_version'));
/** A kept answer stays the same object until a case is written: it is gzipped once. */
const gzipped = new WeakMap<SearchPage, Uint8Array<ArrayBuffer>>();

/** Gzipped here rather than by the API's compress() on the event loop, where it was the largest piece left. */
function gzippedOf(page: SearchPage): Uint8Array<ArrayBuffer> {
  let bytes = gzipped.get(page);
  if (bytes === undefined) {
    bytes = gzipSync(page.json);
    gzipped.set(page, bytes);
  }
  return bytes;
}

function answer(task: SearchTask): SearchAnswer {
  // One read transaction: the total and the page come from the same state of the book.
  db.exec('BEGIN');
  try {
    // Read inside it, so it names the state read. Every write is another connection's (the sandbox's),
    // and moves this connection's data_version: kept answers are dropped with it.
    const result = query.search(task.request, task.scope, String(dataVersion.get()));
    if (task.wanted === 'count') return { id: task.id, ok: true, count: result.totalCount };
    if (task.wanted === 'gzipped') return { id: task.id, ok: true, gzipped: gzippedOf(result) };
    return { id: task.id, ok: true, json: result.json };
  } finally {
    db.exec('COMMIT');
  }
}

parentPort?.on('message', (task: SearchTask) => {
  let reply: SearchAnswer;
  try {
    reply = answer(task);
  } catch (error) {
    // The search that failed fails alone; the thread goes on with the next.
    reply = { id: task.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
