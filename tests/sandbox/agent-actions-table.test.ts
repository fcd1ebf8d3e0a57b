import { describe, expect, it } from 'vitest';
import { AGENT_ACTIONS, type AgentAction, agentOffers } from '../../machines/agentActions.ts';
import type { StoredCase } from '../../sandbox/store/types.ts';
import type { CallName } from '../../src/api/contract.ts';
import type { Case } from '../../src/api/schemas/case.ts';
import { LIFE_CYCLE_STATUSES, type LifeCycleStatus } from '../../src/api/schemas/enums.ts';
import { startTestSandbox } from './support.ts';

/**
 * Every status × agent role × place in the approvals. The page's offers are computed from the
 * case exactly as the sandbox sends it to the portal; each action is then tried on the real sandbox from
 * the same state. Offered must mean accepted (200), and not offered must mean refused (403/409).
 */

const sb = startTestSandbox();
const CASE_ID = '100011';
const BEA_PARTY = 'P-100011-BGA-20001';
const ALEX_PARTY = 'P-100011-AGENT-10001';
const ROLES = ['Agent', 'Bga', 'SubBga'] as const;
type Place = 'next' | 'later' | 'none';

const CALL_OF: Record<AgentAction, { call: CallName; json?: string }> = {
  release: { call: 'releaseCase' },
  bypass: { call: 'bypassApproval' },
  change: { call: 'createAgentChangeRequest', json: 'Please fix the beneficiary.' },
  notTaken: { call: 'notTaken' },
  revertToPaper: { call: 'revertToPaper' },
  bgaComment: { call: 'createBgaComment', json: 'Looks fine to me.' },
};

function staged(
  base: StoredCase,
  status: LifeCycleStatus,
  role: (typeof ROLES)[number],
  place: Place,
  isAnnuity: boolean,
): StoredCase {
  const open = (partyId: string, r: string) => ({
    partyId,
    role: r,
    isAssigned: true,
    isComplete: false,
    closedOn: null,
  });
  const approvals = {
    next: [open(BEA_PARTY, role), open(ALEX_PARTY, 'Agent')],
    later: [open(ALEX_PARTY, 'Agent'), open(BEA_PARTY, role)],
    none: [open(ALEX_PARTY, 'Agent')],
  }[place];
  return {
    ...base,
    lifeCycleStatus: status,
    isAnnuity,
    parties: base.parties.map((p) => (p.id === BEA_PARTY ? { ...p, roles: [role] } : p)),
    approvals,
    documents: base.documents.map((d) => ({
      ...d,
      reviews: {
        ...d.reviews,
        [BEA_PARTY]: { currentReviewStatus: null, acceptedOrDeclinedOn: null, isReviewComplete: true },
      },
    })),
  } as StoredCase;
}

describe('the agent is offered exactly what the sandbox accepts', () => {
  it('over every status × role × approval place (life), and every status × role on an annuity', async () => {
    const base = await sb.stored(CASE_ID);
    const bea = await sb.agent('20001');
    const standings: [LifeCycleStatus, (typeof ROLES)[number], Place, boolean][] = [];
    for (const status of LIFE_CYCLE_STATUSES)
      for (const role of ROLES) {
        for (const place of ['next', 'later', 'none'] as const) standings.push([status, role, place, false]);
        standings.push([status, role, 'next', true]);
      }

    const mismatches: string[] = [];
    let offeredCount = 0;
    for (const [status, role, place, isAnnuity] of standings) {
      const stage = staged(base, status, role, place, isAnnuity);
      const put = await sb.request('PUT', `/__sandbox/cases/${CASE_ID}`, { json: stage });
      expect(put.status).toBe(200);
      const view = await sb.call('getCaseForAgent', { params: { caseId: CASE_ID }, tokens: bea });
      expect(view.status).toBe(200);
      const offers = agentOffers(view.body as Case);
      for (const action of AGENT_ACTIONS) {
        await sb.request('PUT', `/__sandbox/cases/${CASE_ID}`, { json: stage });
        const { call, json } = CALL_OF[action];
        const result = await sb.call(call, {
          params: { caseId: CASE_ID },
          tokens: bea,
          ...(json ? { json } : {}),
        });
        const accepted = result.status === 200;
        if (!accepted) expect([403, 409]).toContain(result.status);
        if (offers[action]) offeredCount += 1;
        if (accepted !== offers[action])
          mismatches.push(
            `${status} ${role} ${place}${isAnnuity ? ' annuity' : ''} ${action}: page ${offers[action]}, sandbox ${result.status}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
    // The table is not vacuous: some actions are offered and taken, most are neither.
    expect(offeredCount).toBeGreaterThan(50);
  }, 120_000);

  it('offers no Release on Reverted to Paper, Canceled or AgentChangeRequested, no Bypass on closed cases', async () => {
    const base = await sb.stored(CASE_ID);
    const bea = await sb.agent('20001');
    for (const status of ['RevertedToPaper', 'Canceled', 'AgentChangeRequested', 'Complete'] as const) {
      await sb.request('PUT', `/__sandbox/cases/${CASE_ID}`, {
        json: staged(base, status, 'Bga', 'next', false),
      });
      const view = await sb.call('getCaseForAgent', { params: { caseId: CASE_ID }, tokens: bea });
      const offers = agentOffers(view.body as Case);
      expect({ status, release: offers.release, bypass: offers.bypass }).toEqual({
        status,
        release: false,
        bypass: false,
      });
    }
  });
});
