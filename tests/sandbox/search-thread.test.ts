import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { Worker } from 'node:worker_threads';
import { gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { startSearchThread } from '../../sandbox/search/searchWorker.ts';
import { CALLS } from '../../src/api/contract.ts';
import { authHeaders } from '../../src/api/headers.ts';
import type { QueueCounts, SearchResponse } from '../../src/api/schemas/index.ts';
import { startTestSandbox, type Tokens } from './support.ts';

/**
 * The sandbox's searches in their thread (decision 415), seen through the API: a thread that dies while
 * it holds a search makes it answer the sandbox's usual 500, not hang, and the next search is answered
 * by a new thread; a case changed by a call is found changed by the very next search.
 */
let starts = 0;
const sb = startTestSandbox({
  // The first thread takes the first search it is sent and dies with it; every later one is the real one.
  searchThread: (file) => {
    starts += 1;
    return starts === 1
      ? new Worker("require('node:worker_threads').parentPort.once('message', () => process.exit(3));", {
          eval: true,
        })
      : startSearchThread(file);
  },
});

/** A search over node:http, which gives the answer's bytes as sent (fetch would decompress them). */
function searchBytes(tokens: Tokens, acceptEncoding: string) {
  const url = new URL(`${sb.url()}/api/${CALLS.searchBook.path}`);
  return new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }>(
    (resolveAnswer, reject) => {
      const outgoing = httpRequest(
        { host: '127.0.0.1', port: url.port, path: url.pathname, method: 'POST' },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('end', () =>
            resolveAnswer({ headers: incoming.headers, bytes: Buffer.concat(chunks) }),
          );
          incoming.on('error', reject);
        },
      );
      outgoing.setHeader('Host', url.host);
      for (const [name, value] of Object.entries(authHeaders(tokens))) outgoing.setHeader(name, value);
      outgoing.setHeader('Content-Type', 'application/json');
      outgoing.setHeader('Accept-Encoding', acceptEncoding);
      outgoing.on('error', reject);
      outgoing.end(JSON.stringify({ partyName: 'o', take: 50 }));
    },
  );
}

describe('book searches in their own thread (decision 415)', () => {
  it("a search held by a thread that dies answers the sandbox's 500; the next search a new thread answers", async () => {
    const alex = await sb.agent('10001');
    const lost = await sb.call('searchBook', { tokens: alex, json: { partyName: 'Olivia' } });
    expect(lost.status).toBe(500);
    expect(lost.body).toEqual({
      errors: { Error: 'The sandbox failed to answer this call.', Code: 'ServerError' },
    });
    expect(starts).toBe(1);

    const found = await sb.call('searchBook', { tokens: alex, json: { partyName: 'Olivia' } });
    expect(found.status).toBe(200);
    expect((found.body as SearchResponse).cases.map((c) => c.caseId)).toContain('100002');
    expect(starts).toBe(2);
    expect((await sb.call('queueCounts', { tokens: alex })).status).toBe(200);
  });

  it('finds a case changed by a call at the very next search and count (read after write)', async () => {
    const bea = await sb.agent('20001');
    const waitingApproval = { lifeCycleStatuses: ['WaitingApproval'], take: 200 };
    const ids = async () =>
      (
        (await sb.call('searchBook', { tokens: bea, json: waitingApproval })).body as SearchResponse
      ).cases.map((c) => c.caseId);
    const toRelease = async () =>
      ((await sb.call('queueCounts', { tokens: bea })).body as QueueCounts).toRelease;
    expect(await ids()).toContain('100011');
    expect(await toRelease()).toBe(1);

    expect((await sb.call('bypassApproval', { params: { caseId: '100011' }, tokens: bea })).status).toBe(200);
    expect(await ids()).not.toContain('100011');
    expect(await toRelease()).toBe(0);
    const everything = (await sb.call('searchBook', { tokens: bea, json: { take: 200 } }))
      .body as SearchResponse;
    expect(everything.cases.find((c) => c.caseId === '100011')?.lifeCycleStatus).toBe(
      (await sb.stored('100011')).lifeCycleStatus,
    );
  });

  it('gzips the answer in the thread when compress() would, and the same JSON comes out (decision 451)', async () => {
    const alex = await sb.agent('10001');
    const plain = await searchBytes(alex, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answer = JSON.parse(plain.bytes.toString('utf8')) as SearchResponse;
    expect(answer.cases.length).toBeGreaterThan(3);

    const gzipped = await searchBytes(alex, 'gzip, deflate, br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(gzipped.headers['content-type']).toMatch(/^application\/json/);
    expect(gzipped.bytes.length).toBeLessThan(plain.bytes.length);
    expect(gunzipSync(gzipped.bytes).toString('utf8')).toBe(plain.bytes.toString('utf8'));

    // Deflate alone is still compress()'s.
    const deflated = await searchBytes(alex, 'deflate');
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(inflateSync(deflated.bytes).toString('utf8')).toBe(plain.bytes.toString('utf8'));
  });

  it("runs below the event loop's priority, so a customer's case read is served first (decision 415)", async () => {
    const alex = await sb.agent('10001');
    expect((await sb.call('searchBook', { tokens: alex, json: { partyName: 'Olivia' } })).status).toBe(200);
    const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    const searchThreads = readdirSync('/proc/self/task').filter(
      (task) => readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim() === 'book search',
    );
    expect(searchThreads.length).toBeGreaterThan(0);
    const mine = niceOf(readFileSync('/proc/thread-self/stat', 'utf8'));
    for (const task of searchThreads)
      expect(niceOf(readFileSync(`/proc/self/task/${task}/stat`, 'utf8'))).toBe(Math.min(19, mine + 5));
  });
});
