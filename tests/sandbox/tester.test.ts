import { describe, expect, it } from 'vitest';
import type { Case } from '../../src/api/schemas/index.ts';
import { errorOf, OLIVIA, startTestSandbox } from './support.ts';

const sb = startTestSandbox();

describe('PUT /__sandbox/cases/{id}: a tester puts a case in any state', () => {
  it('stores the whole case, and the API answers from it', async () => {
    const stored = await sb.stored('100001');
    stored.lifeCycleStatus = 'WaitingCompletion';
    stored.groupNumber = 'G-777';
    const put = await sb.request('PUT', '/__sandbox/cases/100001', { json: stored });
    expect(put.status).toBe(200);
    const olivia = await sb.customer(OLIVIA);
    const seen = (await sb.call('getCase', { params: { caseId: '100001' }, tokens: olivia })).body as Case;
    expect(seen).toMatchObject({ lifeCycleStatus: 'WaitingCompletion', groupNumber: 'G-777' });
  });

  it('keeps the search columns in step with the case', async () => {
    const stored = await sb.stored('100002');
    stored.lifeCycleStatus = 'Canceled';
    await sb.request('PUT', '/__sandbox/cases/100002', { json: stored });
    const alex = await sb.agent('10001');
    const result = await sb.call('searchBook', { tokens: alex, json: { policyNumber: 'L1000002' } });
    expect((result.body as { cases: { lifeCycleStatus: string }[] }).cases[0]?.lifeCycleStatus).toBe(
      'Canceled',
    );
  });

  it('refuses a case whose body and path disagree, or that is not a stored case, and changes nothing', async () => {
    const stored = await sb.stored('100003');
    const mismatch = await sb.request('PUT', '/__sandbox/cases/100004', { json: stored });
    expect(mismatch.status).toBe(400);
    expect(errorOf(mismatch).Field).toBe('caseId');
    const orphan = structuredClone(stored);
    orphan.lifeCycleStatus = 'Complete';
    orphan.approvals.push({
      partyId: 'P-NOBODY',
      role: 'Agent',
      isAssigned: true,
      isComplete: false,
      closedOn: null,
    });
    expect((await sb.request('PUT', '/__sandbox/cases/100003', { json: orphan })).status).toBe(400);
    const wrongStatus = await sb.request('PUT', '/__sandbox/cases/100003', {
      json: { ...stored, lifeCycleStatus: 'Sleeping' },
    });
    expect(wrongStatus.status).toBe(400);
    expect(errorOf(wrongStatus).Field).toBe('lifeCycleStatus');
    expect((await sb.stored('100003')).lifeCycleStatus).toBe('WaitingAcceptance');
    expect((await sb.stored('100004')).policyNumber).toBe('L1000004');
  });

  it('creates a new case, and reset removes it again', async () => {
    const stored = await sb.stored('100003');
    const copy = { ...structuredClone(stored), caseId: '900001', policyNumber: 'L9000001' };
    expect((await sb.request('PUT', '/__sandbox/cases/900001', { json: copy })).status).toBe(200);
    expect((await sb.stored('900001')).policyNumber).toBe('L9000001');
    await sb.request('POST', '/__sandbox/reset');
    expect((await sb.request('GET', '/__sandbox/cases/900001')).status).toBe(404);
  });
});
