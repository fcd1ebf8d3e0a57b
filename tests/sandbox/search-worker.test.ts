import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ALEX } from '../../sandbox/demo/people.ts';
import { SearchWorker, type StartThread, startSearchThread } from '../../sandbox/search/searchWorker.ts';
import { CaseStore } from '../../sandbox/store/cases.ts';
import { DB_FILE, openDb } from '../../sandbox/store/db.ts';
import { openDatabase, transaction } from '../../sandbox/store/sqlite.ts';
import { type ParsedSearchRequest, SearchRequest, type SearchResponse } from '../../src/api/schemas/index.ts';
import { answerRequests, answersBook } from '../support/searchAnswers.ts';

/**
 * Decision 415: the book's searches in a worker thread over a read-only connection of its own, asked by
 * message. Its answers are the stored answers of decision 410's search, byte for byte as the API sends
 * them; it sees the sandbox's writes at the next search; a search it cannot run fails alone; a thread
 * that dies fails what it held and the next search starts another.
 */
const before = JSON.parse(
  readFileSync(join(import.meta.dirname, 'search-answers.before.json'), 'utf8'),
) as Record<string, string>;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const scope = { agentNumbers: [ALEX.agentNumber] };
const parse = (fields: object): ParsedSearchRequest => v.parse(SearchRequest, fields);

const dirs: string[] = [];
const workers: SearchWorker[] = [];
afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A data dir with its tables, holding the generated book of the stored answers. */
function answersDir() {
  const dir = mkdtempSync(join(tmpdir(), 'epd-search-worker-'));
  dirs.push(dir);
  const db = openDb(dir);
  const store = new CaseStore(db);
  transaction(db, () => {
    for (const stored of answersBook()) store.save(stored);
  });
  return { dir, db, store, file: join(dir, DB_FILE) };
}

function workerOver(file: string, start?: StartThread): SearchWorker {
  const worker = new SearchWorker(file, start);
  workers.push(worker);
  return worker;
}

/** A thread that takes the first search it is sent and dies with it, answering nothing. */
const dyingThread = () =>
  new Worker("require('node:worker_threads').parentPort.once('message', () => process.exit(3));", {
    eval: true,
  });

const book = answersDir();

describe('the search thread (decision 415)', () => {
  it('answers every stored request as the search did before, as the very JSON the API sends', async () => {
    const worker = workerOver(book.file);
    const changed: string[] = [];
    const requests = answerRequests();
    for (const [index, fields] of requests.entries()) {
      const key = JSON.stringify(fields);
      const json = await worker.page(parse(fields), scope);
      if (sha256(json) !== before[key]) changed.push(key);
      // Gzipped, the same JSON.
      if (changed.length === 0 && index % 10 === 0)
        expect(gunzipSync(await worker.gzippedPage(parse(fields), scope)).toString('utf8')).toBe(json);
      // A count is the page's total.
      expect(await worker.count(parse(fields), scope)).toBe((JSON.parse(json) as SearchResponse).totalCount);
    }
    expect(changed).toEqual([]);
    expect(Object.keys(before)).toHaveLength(answerRequests().length);
  });

  it("sees the sandbox connection's write at the very next search (read after write)", async () => {
    const { db, store, file } = answersDir();
    const worker = workerOver(file);
    const request = parse({ partyName: 'maya stone', sortFields: [], take: 200, skip: 0 });
    const waiting = parse({ partyName: 'maya stone', lifeCycleStatuses: ['WaitingAcceptance'] });
    const first = JSON.parse(await worker.page(request, scope)) as SearchResponse;
    const moved = first.cases.find((c) => c.lifeCycleStatus !== 'Complete');
    if (!moved) throw new Error('the generated book has no Maya Stone to move');
    const waitingBefore = await worker.count(waiting, scope);
    // Asked twice: the thread keeps the answer, which the write must drop.
    expect(await worker.page(request, scope)).toBe(JSON.stringify(first));

    const stored = store.get(moved.caseId);
    if (!stored) throw new Error(`case ${moved.caseId} is not stored`);
    transaction(db, () => store.save({ ...stored, lifeCycleStatus: 'WaitingAcceptance' }));

    const after = JSON.parse(await worker.page(request, scope)) as SearchResponse;
    expect(after.cases.find((c) => c.caseId === moved.caseId)?.lifeCycleStatus).toBe('WaitingAcceptance');
    const added = moved.lifeCycleStatus === 'WaitingAcceptance' ? 0 : 1;
    expect(await worker.count(waiting, scope)).toBe(waitingBefore + added);
    // And as the sandbox's own connection answers it.
    expect(await worker.page(request, scope)).toBe(JSON.stringify(store.search(request, scope)));
  });

  it('fails a search it cannot run, with the reason, and answers the next: here, before the tables exist', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'epd-search-worker-'));
    dirs.push(dir);
    const file = join(dir, DB_FILE);
    const bare = openDatabase(file);
    bare.exec('PRAGMA journal_mode = WAL');
    const worker = workerOver(file);
    const request = parse({ partyName: 'maya' });
    await expect(worker.page(request, scope)).rejects.toThrow(/The book search failed: no such table/);
    await expect(worker.count(request, scope)).rejects.toThrow(/no such table/);

    // The tables made and a book written on the sandbox's connection: the same thread answers.
    const db = openDb(dir);
    const store = new CaseStore(db);
    transaction(db, () => {
      for (const stored of answersBook().slice(0, 50)) store.save(stored);
    });
    expect(await worker.page(request, scope)).toBe(JSON.stringify(store.search(request, scope)));
    expect(await worker.count(request, scope)).toBeGreaterThan(0);
    db.close();
    bare.close();
  });

  it('a thread that dies fails every search it held, and the next search starts a new thread', async () => {
    let starts = 0;
    const worker = workerOver(book.file, (file) => {
      starts += 1;
      return starts === 1 ? dyingThread() : startSearchThread(file);
    });
    const request = parse({ partyName: 'Chen', sortFields: [], take: 20, skip: 0 });
    const held = [worker.page(request, scope), worker.count(request, scope), worker.page(request, scope)];
    for (const search of held)
      await expect(search).rejects.toThrow(
        "The book search's thread stopped (exit code 3) before it answered.",
      );
    expect(starts).toBe(1);

    const json = await worker.page(request, scope);
    expect(starts).toBe(2);
    expect(sha256(json)).toBe(
      before[JSON.stringify({ partyName: 'Chen', sortFields: [], take: 20, skip: 0 })],
    );
  });

  it('refuses a search once closed, rather than starting a thread', async () => {
    let starts = 0;
    const worker = workerOver(book.file, (file) => {
      starts += 1;
      return startSearchThread(file);
    });
    await worker.close();
    await expect(worker.page(parse({}), scope)).rejects.toThrow('The book search is closed.');
    expect(starts).toBe(0);
  });
});

/** A thread whose ref state is kept: `held()` says whether it keeps the process alive. */
function tracked(thread: Worker) {
  let holds = true;
  const ref = thread.ref.bind(thread);
  const unref = thread.unref.bind(thread);
  thread.ref = () => {
    holds = true;
    ref();
  };
  thread.unref = () => {
    holds = false;
    unref();
  };
  return { thread, held: () => holds };
}

/** A thread that takes every search and never answers one. */
const silentThread = () =>
  new Worker("require('node:worker_threads').parentPort.on('message', () => {});", { eval: true });

describe("the search thread's life beside the sandbox (decision 415)", () => {
  it('warm() starts the thread the first search then uses, and once closed starts none', async () => {
    const started: Worker[] = [];
    const worker = workerOver(book.file, (file) => {
      const thread = startSearchThread(file);
      started.push(thread);
      return thread;
    });
    worker.warm();
    expect(started).toHaveLength(1);
    expect(await worker.count(parse({ partyName: 'Chen' }), scope)).toBeGreaterThan(0);
    expect(started).toHaveLength(1);

    const closed = workerOver(book.file, (file) => {
      const thread = startSearchThread(file);
      started.push(thread);
      return thread;
    });
    await closed.close();
    closed.warm();
    expect(started).toHaveLength(1);
  });

  it('keeps the process alive only while a search waits, across a thread that died', async () => {
    const threads: ReturnType<typeof tracked>[] = [];
    const worker = workerOver(book.file, (file) => {
      const thread = tracked(threads.length === 0 ? dyingThread() : startSearchThread(file));
      threads.push(thread);
      return thread.thread;
    });
    worker.warm();
    expect(threads[0]?.held()).toBe(false);
    const request = parse({ partyName: 'Chen' });
    const dies = worker.page(request, scope);
    expect(threads[0]?.held()).toBe(true);
    await expect(dies).rejects.toThrow('exit code 3');

    // Two searches on the new thread: after the first answer the second still holds the process.
    const first = worker.count(request, scope);
    const second = worker.page(request, scope);
    expect(threads[1]?.held()).toBe(true);
    await first;
    expect(threads[1]?.held()).toBe(true);
    await second;
    expect(threads[1]?.held()).toBe(false);
  });

  it('close() stops the thread, and a search still waiting fails', async () => {
    const worker = workerOver(book.file, silentThread);
    const waiting = worker.page(parse({ partyName: 'Chen' }), scope);
    await worker.close();
    // Its exit code is Node's: 1 once running, 0 if stopped while it was still starting.
    await expect(waiting).rejects.toThrow(
      /^The book search's thread stopped \(exit code [01]\) before it answered\.$/,
    );
  });

  it('a thread that throws is reported in the log and fails what it held; the next search is answered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      let starts = 0;
      const worker = workerOver(book.file, (file) => {
        starts += 1;
        return starts === 1
          ? new Worker(
              "require('node:worker_threads').parentPort.once('message', () => { throw new Error('disk gone'); });",
              { eval: true },
            )
          : startSearchThread(file);
      });
      const request = parse({ partyName: 'Chen' });
      await expect(worker.count(request, scope)).rejects.toThrow("The book search's thread stopped");
      expect(warn).toHaveBeenCalledWith("[sandbox] the book search's thread failed:", 'disk gone');
      expect(await worker.count(request, scope)).toBeGreaterThan(0);
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses an answer without what was asked, rather than handing on nothing', async () => {
    // A thread that answers every search ok but with neither page nor total.
    const worker = workerOver(
      book.file,
      () =>
        new Worker(
          "const { parentPort } = require('node:worker_threads'); parentPort.on('message', (t) => parentPort.postMessage({ id: t.id, ok: true }));",
          { eval: true },
        ),
    );
    const request = parse({ partyName: 'Chen' });
    await expect(worker.page(request, scope)).rejects.toThrow('The book search answered without its page.');
    await expect(worker.gzippedPage(request, scope)).rejects.toThrow(
      'The book search answered without its page.',
    );
    await expect(worker.count(request, scope)).rejects.toThrow('The book search answered without its total.');
  });
});
