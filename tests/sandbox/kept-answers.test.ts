import { describe, expect, it } from 'vitest';
import { CaseStore } from '../../sandbox/store/cases.ts';
import { openDb } from '../../sandbox/store/db.ts';
import type { Case, SearchResponse } from '../../src/api/schemas/index.ts';
import { OLIVIA, startTestSandbox, type Tokens } from './support.ts';

/**
 * The sandbox keeps search answers, totals and case reads between writes (decision 33):
 * every answer after a write must come from the cases as they are, whoever wrote them.
 */
const sb = startTestSandbox();

const WAITING = { lifeCycleStatuses: ['WaitingAcceptance'], take: 200 };

async function search(tokens: Tokens, json: unknown): Promise<SearchResponse> {
  const result = await sb.call('searchBook', { tokens, json });
  expect(result.status).toBe(200);
  return result.body as SearchResponse;
}

describe('a search after a write', () => {
  it('answers the changed case and total when the sandbox wrote it', async () => {
    const alex = await sb.agent('10001');
    const before = await search(alex, WAITING);
    const moved = before.cases[0];
    if (!moved) throw new Error('no case waits for acceptance in the demo book');
    const stored = await sb.stored(moved.caseId);
    stored.lifeCycleStatus = 'Canceled';
    expect((await sb.request('PUT', `/__sandbox/cases/${moved.caseId}`, { json: stored })).status).toBe(200);
    const after = await search(alex, WAITING);
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.cases.map((c) => c.caseId)).not.toContain(moved.caseId);
    const byPolicy = await search(alex, { policyNumber: moved.policyNumber });
    expect(byPolicy.cases[0]?.lifeCycleStatus).toBe('Canceled');
  });

  it('answers what another connection to the data dir wrote (npm run sandbox -- reset, put-pdf)', async () => {
    const alex = await sb.agent('10001');
    const before = await search(alex, WAITING);
    const moved = before.cases[0];
    if (!moved) throw new Error('no case waits for acceptance in the demo book');
    const stored = await sb.stored(moved.caseId);
    stored.lifeCycleStatus = 'Canceled';
    const db = openDb(sb.state.dataDir);
    try {
      new CaseStore(db).save(stored);
    } finally {
      db.close();
    }
    const after = await search(alex, WAITING);
    expect(after.totalCount).toBe(before.totalCount - 1);
    expect(after.cases.map((c) => c.caseId)).not.toContain(moved.caseId);
  });

  it('answers the demo book again after a reset', async () => {
    const alex = await sb.agent('10001');
    const before = await search(alex, { take: 20 });
    expect((await sb.request('POST', '/__sandbox/generate', { json: { count: 30 } })).status).toBe(200);
    expect((await search(alex, { take: 20 })).totalCount).toBe(before.totalCount + 30);
    await sb.request('POST', '/__sandbox/reset');
    expect(await search(alex, { take: 20 })).toEqual(before);
  });
});

describe('a case read after a write', () => {
  const read = async (tokens: Tokens) =>
    (await sb.call('getCase', { params: { caseId: '100001' }, tokens })).body as Case;

  it('answers the case as the sandbox, a customer or another connection last wrote it', async () => {
    const olivia = await sb.customer(OLIVIA);
    expect((await read(olivia)).comments).toEqual([]);
    await sb.call('createComment', { params: { caseId: '100001' }, tokens: olivia, json: 'First' });
    expect((await read(olivia)).comments.map((c) => c.textDetails)).toEqual(['First']);

    const stored = await sb.stored('100001');
    stored.groupNumber = 'G-901';
    expect((await sb.request('PUT', '/__sandbox/cases/100001', { json: stored })).status).toBe(200);
    expect((await read(olivia)).groupNumber).toBe('G-901');

    stored.groupNumber = 'G-902';
    const db = openDb(sb.state.dataDir);
    try {
      new CaseStore(db).save(stored);
    } finally {
      db.close();
    }
    expect((await read(olivia)).groupNumber).toBe('G-902');
  });
});
