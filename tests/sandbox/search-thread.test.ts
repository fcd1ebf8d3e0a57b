import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { startSearchThread } from '../../sandbox/search/searchWorker.ts';
import type { QueueCounts, SearchResponse } from '../../src/api/schemas/index.ts';
import { startTestSandbox } from './support.ts';

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
});
