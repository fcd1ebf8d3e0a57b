import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../sandbox/store/sqlite.ts';
import type { StoredCase } from '../../sandbox/store/types.ts';
import type { QueueCounts, SearchResponse } from '../../src/api/schemas/index.ts';
import { ANNA, OLIVIA, startTestSandbox, type Tokens } from './support.ts';

/**
 * The work queue's counts (decision 083) against an oracle written from the stored cases themselves:
 * the database's JSON documents, read here, counted by the groups' own definition in words,
 * never through the sandbox's search or the portal's group table.
 */
const sb = startTestSandbox();

function storedCases(): StoredCase[] {
  const db = openDatabase(join(sb.state.dataDir, 'epd-sandbox.sqlite'), { readOnly: true });
  try {
    return (db.prepare('SELECT data FROM cases').all() as { data: string }[]).map(
      (row) => JSON.parse(row.data) as StoredCase,
    );
  } finally {
    db.close();
  }
}

const WAITING_FOR_CUSTOMERS = ['WaitingAcceptance', 'WaitingCompletion', 'WaitingDeliveryConfirmation'];
const CHANGE_REQUESTED = ['ChangeRequested', 'AgentChangeRequested', 'BgaChangeRequested'];

/** What the agent with this number should see, counted case by case. */
function expectedCounts(agentNumber: string): QueueCounts {
  const counts: QueueCounts = { toRelease: 0, waitingForCustomers: 0, changeRequested: 0 };
  for (const stored of storedCases()) {
    const mine = stored.parties.filter((p) => p.agentNumber === agentNumber).map((p) => p.id);
    if (mine.length === 0) continue;
    const status = stored.lifeCycleStatus;
    if (WAITING_FOR_CUSTOMERS.includes(status)) counts.waitingForCustomers += 1;
    if (CHANGE_REQUESTED.includes(status)) counts.changeRequested += 1;
    // Waiting on this agent's release: any agent releases a WaitingRelease case; a WaitingApproval case
    // is released in order, so only when the first approval still open is this agent's.
    const nextOpen = stored.approvals.find((a) => a.isAssigned && !a.isComplete);
    if (
      status === 'WaitingRelease' ||
      (status === 'WaitingApproval' && mine.includes(nextOpen?.partyId ?? ''))
    )
      counts.toRelease += 1;
  }
  return counts;
}

const countsOf = async (tokens: Tokens) => {
  const answer = await sb.call('queueCounts', { tokens });
  expect(answer.status).toBe(200);
  return answer.body as QueueCounts;
};

describe('GET Agents/BookOfBusiness/QueueCounts', () => {
  it("counts each group over Alex's whole book, as the stored cases say", async () => {
    const counts = await countsOf(await sb.agent('10001'));
    expect(counts).toEqual(expectedCounts('10001'));
    // The demo book has cases in every group: the counts are not trivially zero.
    expect(counts.toRelease).toBeGreaterThan(0);
    expect(counts.waitingForCustomers).toBeGreaterThan(1);
    expect(counts.changeRequested).toBeGreaterThan(0);
  });

  it('gives another agent only their own book', async () => {
    const bea = await countsOf(await sb.agent('20001'));
    expect(bea).toEqual(expectedCounts('20001'));
    expect(bea).not.toEqual(expectedCounts('10001'));
  });

  it('follows a move: a bypassed approval leaves the queue to release', async () => {
    const bea = await sb.agent('20001');
    const before = await countsOf(bea);
    expect(before.toRelease).toBe(1);
    expect((await sb.call('bypassApproval', { params: { caseId: '100011' }, tokens: bea })).status).toBe(200);
    const after = await countsOf(bea);
    expect(after).toEqual(expectedCounts('20001'));
    expect(after.toRelease).toBe(0);
    expect(after.waitingForCustomers).toBe(before.waitingForCustomers + 1);
  });

  it('each count is the total of the search its group runs', async () => {
    const alex = await sb.agent('10001');
    const counts = await countsOf(alex);
    const total = async (json: object) =>
      ((await sb.call('searchBook', { tokens: alex, json })).body as SearchResponse).totalCount;
    expect(
      await total({ lifeCycleStatuses: ['WaitingApproval', 'WaitingRelease'], includeApprovalStatus: true }),
    ).toBe(counts.toRelease);
    expect(await total({ lifeCycleStatuses: WAITING_FOR_CUSTOMERS })).toBe(counts.waitingForCustomers);
    expect(await total({ lifeCycleStatuses: CHANGE_REQUESTED })).toBe(counts.changeRequested);
  });

  it('refuses customers (403) and callers without a session (401)', async () => {
    for (const email of [OLIVIA, ANNA]) {
      const answer = await sb.call('queueCounts', { tokens: await sb.customer(email) });
      expect(answer.status).toBe(403);
    }
    expect((await sb.call('queueCounts')).status).toBe(401);
  });
});
