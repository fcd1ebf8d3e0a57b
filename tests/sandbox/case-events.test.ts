import { describe, expect, it } from 'vitest';
import type { EventLog } from '../support/eventLog.ts';
import { beaAsBga, OLIVIA, startTestSandbox } from './support.ts';

const sb = startTestSandbox();

const eventLog = async (caseId: string) =>
  (await sb.request('GET', `/__sandbox/cases/${caseId}/events`)).body as EventLog;

/** Olivia, on 100001: two documents looked at, a question, a refused acceptance. */
async function someHistory() {
  const olivia = await sb.customer(OLIVIA);
  const caseId = '100001';
  const stored = await sb.stored(caseId);
  const [reviewed, accepted] = [
    stored.documents.find((d) => d.requiredReviewStatus.includes('Reviewed')),
    stored.documents.find((d) => d.requiredReviewStatus.includes('Accepted')),
  ];
  if (!reviewed || !accepted) throw new Error('100001 has a document to review and one to accept');
  const params = (documentId: string) => ({ caseId, documentId });
  expect(
    (await sb.call('reviewDocument', { params: params(reviewed.documentId), tokens: olivia })).status,
  ).toBe(200);
  const decision = { newStatus: 'Accepted' };
  expect(
    (await sb.call('acceptDocument', { params: params(accepted.documentId), tokens: olivia, json: decision }))
      .status,
  ).toBe(200);
  expect((await sb.call('createComment', { params: { caseId }, tokens: olivia, json: 'Why?' })).status).toBe(
    200,
  );
  // Refused (not every document reviewed, nothing paid): no event.
  expect((await sb.accept(caseId, olivia)).status).toBe(409);
  const olivias = stored.parties.find((p) => p.roles.includes('Owner'))?.id;
  return {
    caseId,
    olivias,
    status: stored.lifeCycleStatus,
    reviewed: reviewed.documentId,
    accepted: accepted.documentId,
  };
}

describe('the event log of a case (decision 210)', () => {
  it('keeps each change with its call, party, document and statuses, hash-chained; a refused call adds nothing', async () => {
    const { caseId, olivias, status, reviewed, accepted } = await someHistory();
    const { events, chain } = await eventLog(caseId);
    // The refused acceptance read the documents first to sign them: those are openings (decision 231).
    const changes = events.filter((e) => e.call !== 'documents');
    expect(changes.map(({ call, by, documentId }) => ({ call, by, documentId }))).toEqual([
      { call: 'reviewDocument', by: olivias, documentId: reviewed },
      { call: 'acceptDocument', by: olivias, documentId: accepted },
      { call: 'createComment', by: olivias, documentId: undefined },
    ]);
    expect(events.at(-1)?.call).toBe('documents');
    for (const e of events) expect([e.statusBefore, e.statusAfter]).toEqual([status, status]);
    expect(events[0]?.previousHash).toBe('0'.repeat(64));
    for (const [i, e] of events.entries()) if (i > 0) expect(e.previousHash).toBe(events[i - 1]?.hash);
    expect(chain).toEqual({ intact: true, lastHash: events.at(-1)?.hash, events: events.length });
  });

  it('records a move of the case with the status before and after it', async () => {
    const olivia = await sb.customer(OLIVIA);
    expect((await sb.accept('100002', olivia)).status).toBe(200);
    const accepted = (await eventLog('100002')).events.find((e) => e.call === 'acceptCase');
    // The acceptance's signature: the name as typed (decision 220), covered by the chain.
    expect(accepted).toMatchObject({
      call: 'acceptCase',
      statusAfter: 'Complete',
      typedName: 'Olivia Owner',
    });
    expect((await eventLog('100002')).chain).toMatchObject({ intact: true });
    expect(accepted?.statusBefore).not.toBe('Complete');
  });

  it('records a release and a bypass with their calls and the agent who acted', async () => {
    const bea = await sb.agent('20001');
    expect((await sb.call('bypassApproval', { params: { caseId: '100011' }, tokens: bea })).status).toBe(200);
    const [bypass] = (await eventLog('100011')).events;
    expect(bypass).toMatchObject({
      call: 'bypassApproval',
      by: 'P-100011-BGA-20001',
      statusBefore: 'WaitingApproval',
      statusAfter: 'WaitingAcceptance',
    });
    await sb.changeStored('100022', (stored) => {
      stored.parties.push(beaAsBga('100022'));
    });
    const alex = await sb.agent('10001');
    expect((await sb.call('releaseCase', { params: { caseId: '100022' }, tokens: alex })).status).toBe(200);
    const release = (await eventLog('100022')).events.find((e) => e.statusAfter === 'WaitingAcceptance');
    expect(release).toMatchObject({ call: 'releaseCase', by: 'P-100022-AGENT-10001' });
  });

  it('breaks at the first event edited behind its back: its time, or who acted', async () => {
    const { caseId } = await someHistory();
    const [, second] = (await eventLog(caseId)).events;
    const edited = await sb.request('PATCH', `/__sandbox/cases/${caseId}/events/${second?.seq}`, {
      json: { at: '2020-01-01T00:00:00.000Z' },
    });
    expect(edited.status).toBe(204);
    expect((await eventLog(caseId)).chain).toEqual({ intact: false, brokenAt: second?.seq });

    await sb.request('POST', '/__sandbox/reset');
    const again = await someHistory();
    const [first] = (await eventLog(again.caseId)).events;
    await sb.request('PATCH', `/__sandbox/cases/${again.caseId}/events/${first?.seq}`, {
      json: { by: 'P-SOMEONE-ELSE' },
    });
    expect((await eventLog(again.caseId)).chain).toEqual({ intact: false, brokenAt: first?.seq });
  });

  it('starts again with the demo data, and for a case a tester puts in a state', async () => {
    const { caseId } = await someHistory();
    const stored = await sb.stored(caseId);
    expect((await sb.request('PUT', `/__sandbox/cases/${caseId}`, { json: stored })).status).toBe(200);
    expect((await eventLog(caseId)).events).toEqual([]);
    await someHistory();
    await sb.request('POST', '/__sandbox/reset');
    expect((await eventLog(caseId)).events).toEqual([]);
    expect((await eventLog(caseId)).chain).toEqual({ intact: true, lastHash: '0'.repeat(64), events: 0 });
  });
});
