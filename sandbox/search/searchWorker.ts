import { Worker } from 'node:worker_threads';
import type { ParsedSearchRequest } from '../../src/api/schemas/index.ts';
import type { SearchScope } from './bookQuery.ts';
import type { SearchAnswer, SearchTask, SearchThreadData } from './protocol.ts';

const THREAD = new URL('./searchThread.ts', import.meta.url);

/** Starts the search's thread over the database `file`. */
export type StartThread = (file: string) => Worker;

/**
 * @internal the real thread, which the tests' own start functions hand back after one that dies
 * (tests/sandbox/search-worker.test.ts, tests/sandbox/search-thread.test.ts).
 */
export const startSearchThread: StartThread = (file) =>
  new Worker(THREAD, {
    workerData: { file } satisfies SearchThreadData,
    // Node's own type stripping loads the thread: the tsx loader the sandbox runs under would be
    // inherited and start it several times slower.
    execArgv: [],
    name: 'book search',
  });

interface Waiting {
  settle(answer: SearchAnswer): void;
  fail(error: Error): void;
}

/**
 * The book's searches, off the sandbox's event loop (decision 415): each is sent to a worker thread
 * that reads the database over a connection of its own, and answered by message, so a case read or a
 * login is served while a search runs. A thread that stops fails the searches it held (the caller
 * answers its usual 500) and a new one is started for the next search.
 */
export class SearchWorker {
  private thread: Worker | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 0;
  private closed = false;
  private readonly file: string;
  private readonly start: StartThread;

  /** `file`: the database, its tables made (openDb has run). `start`: tests stop their own thread. */
  constructor(file: string, start: StartThread = startSearchThread) {
    this.file = file;
    this.start = start;
  }

  /** Starts the thread now rather than at the first search. */
  warm(): void {
    if (!this.closed) this.threadNow();
  }

  /** The search's answer as the API sends it: the JSON of its cases and total. */
  async page(request: ParsedSearchRequest, scope: SearchScope): Promise<string> {
    const answer = await this.ask({ request, scope, wanted: 'page' });
    if (!('json' in answer)) throw new Error('The book search answered without its page.');
    return answer.json;
  }

  /** The same JSON gzipped, as the API sends it to a client that takes gzip (decision 451). */
  async gzippedPage(request: ParsedSearchRequest, scope: SearchScope): Promise<Uint8Array<ArrayBuffer>> {
    const answer = await this.ask({ request, scope, wanted: 'gzipped' });
    if (!('gzipped' in answer)) throw new Error('The book search answered without its page.');
    return answer.gzipped;
  }

  /** How many cases the search finds. */
  async count(request: ParsedSearchRequest, scope: SearchScope): Promise<number> {
    const answer = await this.ask({ request, scope, wanted: 'count' });
    if (!('count' in answer)) throw new Error('The book search answered without its total.');
    return answer.count;
  }

  /** Stops the thread; a search still waiting fails. */
  async close(): Promise<void> {
    this.closed = true;
    const thread = this.thread;
    this.thread = null;
    if (thread) await thread.terminate();
  }

  private ask(task: Omit<SearchTask, 'id'>): Promise<SearchAnswer> {
    if (this.closed) return Promise.reject(new Error('The book search is closed.'));
    const thread = this.threadNow();
    const id = this.nextId++;
    return new Promise<SearchAnswer>((resolveAnswer, reject) => {
      this.waiting.set(id, {
        settle: (answer) =>
          answer.ok ? resolveAnswer(answer) : reject(new Error(`The book search failed: ${answer.message}`)),
        fail: reject,
      });
      // While a search waits, the thread keeps the process alive; idle, it does not.
      thread.ref();
      thread.postMessage({ ...task, id } satisfies SearchTask);
    });
  }

  private threadNow(): Worker {
    if (this.thread) return this.thread;
    const thread = this.start(this.file);
    thread.unref();
    thread.on('message', (answer: SearchAnswer) => {
      const waiting = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      if (this.waiting.size === 0) thread.unref();
      waiting?.settle(answer);
    });
    thread.on('error', (error) => console.warn("[sandbox] the book search's thread failed:", error.message));
    thread.on('exit', (code) => {
      if (this.thread === thread) this.thread = null;
      const stopped = new Error(`The book search's thread stopped (exit code ${code}) before it answered.`);
      for (const waiting of this.waiting.values()) waiting.fail(stopped);
      this.waiting.clear();
    });
    this.thread = thread;
    return thread;
  }
}
