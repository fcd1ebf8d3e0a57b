import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import {
  type CaseActor,
  type CaseFacts,
  type CaseLifecycleEventType,
  caseLifecycleMachine,
  guardRules,
  MOVES,
  moveCase,
  refusalOf,
  requirementsOf,
  restoreCase,
} from '../../machines/caseLifecycle.ts';
import { demoCases } from '../../sandbox/demo/cases.ts';
import { factsOf } from '../../sandbox/lifecycle.ts';
import { LIFE_CYCLE_STATUSES, type LifeCycleStatus } from '../../src/api/schemas/enums.ts';
import { CASE_REFUSALS } from '../../src/domain/caseRefusalTexts.ts';
import { US_FORMATS } from '../../src/domain/formats.ts';
import { message } from '../../src/i18n/message.ts';

const AT = '2026-11-22T12:00:00.000Z';
const owner: CaseActor = { partyIds: ['owner'], roles: ['Owner', 'Insured'], isAgent: false };
const insured: CaseActor = { partyIds: ['insured'], roles: ['Insured'], isAgent: false };
const agent: CaseActor = { partyIds: ['agent'], roles: ['Agent'], isAgent: true };
const bga: CaseActor = { partyIds: ['bga'], roles: ['Bga'], isAgent: true };

function facts(patch: Partial<CaseFacts> = {}): CaseFacts {
  return {
    isAnnuity: false,
    approvals: [{ partyId: 'agent', role: 'Agent', isAssigned: true, isComplete: false, closedOn: null }],
    acceptances: [{ partyId: 'owner', isAssigned: true, isComplete: false, closedOn: null }],
    reviewedBy: ['owner', 'insured', 'agent', 'bga'],
    paymentsComplete: true,
    deliveryPartyIds: ['owner'],
    ...patch,
  };
}

/** The one who may ask for each move when the facts allow it. */
const ASKER: Record<CaseLifecycleEventType, CaseActor> = {
  'case.release': agent,
  'case.bypassApproval': bga,
  'case.accept': owner,
  'case.confirmDelivery': owner,
  'case.changeRequest': owner,
  'case.agentChangeRequest': agent,
  'case.notTaken': agent,
  'case.revertToPaper': agent,
  'case.declineSaveAge': owner,
};

const OPEN_MOVES = {
  'case.changeRequest': 'ChangeRequested',
  'case.agentChangeRequest': 'AgentChangeRequested',
  'case.notTaken': 'Canceled',
  'case.revertToPaper': 'RevertedToPaper',
} as const;

/** docs/lifecycle.md, with a single approval and a single acceptance outstanding. */
const ALLOWED: Partial<Record<LifeCycleStatus, Partial<Record<CaseLifecycleEventType, LifeCycleStatus>>>> = {
  Initialized: { ...OPEN_MOVES },
  WaitingApproval: {
    ...OPEN_MOVES,
    'case.release': 'WaitingAcceptance',
    'case.bypassApproval': 'WaitingAcceptance',
  },
  WaitingRelease: { ...OPEN_MOVES, 'case.release': 'WaitingAcceptance' },
  WaitingAcceptance: { ...OPEN_MOVES, 'case.accept': 'Complete', 'case.declineSaveAge': 'ReissueRequested' },
  WaitingCompletion: { ...OPEN_MOVES, 'case.accept': 'Complete' },
  WaitingDeliveryConfirmation: { 'case.confirmDelivery': 'Complete' },
};

const EVENT_TYPES = Object.keys(ASKER) as CaseLifecycleEventType[];

describe('every status × every move, by the one allowed to ask', () => {
  for (const status of LIFE_CYCLE_STATUSES) {
    for (const type of EVENT_TYPES) {
      const expected = ALLOWED[status]?.[type];
      it(`${status} + ${type} → ${expected ?? 'refused'}`, () => {
        const result = moveCase(status, facts(), { type, actor: ASKER[type], at: AT });
        if (expected) {
          expect(result).toMatchObject({ ok: true, status: expected });
        } else {
          expect(result.ok).toBe(false);
          if (!result.ok) expect(result.message).toEqual(message(CASE_REFUSALS.notInStatus, type, status));
        }
      });
    }
  }
});

describe('refusals by who asks and what the case knows', () => {
  const refused = (status: LifeCycleStatus, type: CaseLifecycleEventType, actor: CaseActor, f = facts()) => {
    const result = moveCase(status, f, { type, actor, at: AT });
    expect(result.ok).toBe(false);
    // Written in English, as the sandbox answers with it.
    return result.ok ? '' : US_FORMATS.say(result.message);
  };

  it('release: only an agent, only the next approver, only after review', () => {
    expect(refused('WaitingApproval', 'case.release', owner)).toBe('Only an agent can release a case.');
    expect(refused('WaitingApproval', 'case.release', bga)).toBe(
      'Only the next assigned approver can release this case.',
    );
    expect(refused('WaitingApproval', 'case.release', agent, facts({ reviewedBy: [] }))).toBe(
      'You must review all of the documents for your policy before approving.',
    );
    expect(refused('WaitingRelease', 'case.release', owner)).toBe('Only an agent can release a case.');
    expect(refused('WaitingRelease', 'case.release', agent, facts({ reviewedBy: [] }))).toBe(
      'You must review all of the documents for your policy before approving.',
    );
  });

  it('a completed or unassigned approval can not be released again', () => {
    const done = facts({
      approvals: [{ partyId: 'agent', role: 'Agent', isAssigned: true, isComplete: true, closedOn: AT }],
    });
    expect(refused('WaitingApproval', 'case.release', agent, done)).toMatch(/next assigned approver/);
    const unassigned = facts({
      approvals: [{ partyId: 'agent', role: 'Agent', isAssigned: false, isComplete: false, closedOn: null }],
    });
    expect(refused('WaitingApproval', 'case.release', agent, unassigned)).toMatch(/next assigned approver/);
  });

  it('bypass approval: only Bga or SubBga', () => {
    expect(refused('WaitingApproval', 'case.bypassApproval', agent)).toBe(
      'Only a Bga or SubBga can bypass approval.',
    );
    expect(refused('WaitingApproval', 'case.bypassApproval', { ...owner, roles: ['Bga'] })).toMatch(
      /Bga or SubBga/,
    );
    const subBga = { ...bga, roles: ['SubBga' as const] };
    expect(
      moveCase('WaitingApproval', facts(), { type: 'case.bypassApproval', actor: subBga, at: AT }).ok,
    ).toBe(true);
  });

  it('accept: only the owner, with an open acceptance, after review and payments', () => {
    expect(refused('WaitingAcceptance', 'case.accept', insured)).toBe(
      'Only the owner can accept this policy.',
    );
    expect(refused('WaitingAcceptance', 'case.accept', agent)).toBe('Only the owner can accept this policy.');
    expect(refused('WaitingAcceptance', 'case.accept', owner, facts({ acceptances: [] }))).toBe(
      'There is no open acceptance for you on this case.',
    );
    expect(refused('WaitingAcceptance', 'case.accept', owner, facts({ reviewedBy: ['insured'] }))).toBe(
      'You must review all of the documents for your policy before continuing.',
    );
    expect(refused('WaitingAcceptance', 'case.accept', owner, facts({ paymentsComplete: false }))).toBe(
      'Your payments must be complete before you accept the policy.',
    );
  });

  it('confirm delivery: only a customer holding the delivery', () => {
    expect(refused('WaitingDeliveryConfirmation', 'case.confirmDelivery', insured)).toMatch(
      /no delivery confirmation/,
    );
    expect(
      refused('WaitingDeliveryConfirmation', 'case.confirmDelivery', { ...agent, partyIds: ['owner'] }),
    ).toMatch(/no delivery confirmation/);
  });

  it('change requests, Not Taken and Revert to Paper by the right side only', () => {
    expect(refused('WaitingAcceptance', 'case.changeRequest', agent)).toMatch(/agent change request/);
    expect(refused('WaitingAcceptance', 'case.agentChangeRequest', owner)).toMatch(/Only an agent/);
    expect(refused('WaitingAcceptance', 'case.notTaken', owner)).toMatch(/Not Taken/);
    expect(refused('WaitingAcceptance', 'case.revertToPaper', owner)).toMatch(/Only an agent/);
    expect(refused('WaitingAcceptance', 'case.revertToPaper', agent, facts({ isAnnuity: true }))).toBe(
      'An annuity contract can not be reverted to paper.',
    );
    expect(refused('WaitingAcceptance', 'case.declineSaveAge', agent)).toMatch(/Only a customer/);
  });
});

describe('refusals come from the guards of the status the case is in', () => {
  const demo100022 = () => {
    const stored = demoCases().find((c) => c.caseId === '100022');
    if (!stored) throw new Error('demo case 100022 is missing');
    return stored;
  };

  it('100022 (WaitingRelease, no approvals): an agent who has not reviewed is told to review, not to wait for an approver', () => {
    const stored = demo100022();
    expect(stored.lifeCycleStatus).toBe('WaitingRelease');
    expect(stored.approvals).toEqual([]);
    const bea: CaseActor = { partyIds: ['P-100022-BGA-20001'], roles: ['Bga'], isAgent: true };
    const result = moveCase('WaitingRelease', factsOf(stored), { type: 'case.release', actor: bea, at: AT });
    expect(result).toEqual({ ok: false, message: message(CASE_REFUSALS, 'notAllReviewedAgent') });
    const alex = stored.parties.find((p) => p.agentNumber === '10001');
    if (!alex) throw new Error('Alex is not on 100022');
    const released = moveCase('WaitingRelease', factsOf(stored), {
      type: 'case.release',
      actor: { partyIds: [alex.id], roles: alex.roles, isAgent: true },
      at: AT,
    });
    expect(released).toMatchObject({ ok: true, status: 'WaitingAcceptance' });
  });

  it('release in WaitingApproval also needs the next approver; in WaitingRelease it does not', () => {
    expect(requirementsOf('WaitingApproval', 'case.release')).toEqual([
      'isAgent',
      'isNextApprover',
      'hasReviewed',
    ]);
    expect(requirementsOf('WaitingRelease', 'case.release')).toEqual(['isAgent', 'hasReviewed']);
    expect(requirementsOf('Complete', 'case.release')).toEqual([]);
  });

  it('names the first failing rule of the guards, not a branch that only picks the target', () => {
    // Two owners, neither has reviewed: othersAwaitAcceptance holds and isAnnuity fails, yet the reason is review.
    const two = facts({
      acceptances: [
        { partyId: 'owner', isAssigned: true, isComplete: false, closedOn: null },
        { partyId: 'owner2', isAssigned: true, isComplete: false, closedOn: null },
      ],
      reviewedBy: [],
    });
    expect(moveCase('WaitingAcceptance', two, { type: 'case.accept', actor: owner, at: AT })).toEqual({
      ok: false,
      message: message(CASE_REFUSALS, 'notAllReviewed'),
    });
  });

  it('every rule a transition requires has a reason worded for that move', () => {
    for (const status of LIFE_CYCLE_STATUSES) {
      for (const [type, moves] of Object.entries(MOVES[status])) {
        for (const move of moves) {
          for (const rule of move.requires) {
            const refusal = refusalOf(rule, type as CaseLifecycleEventType);
            expect(refusal && US_FORMATS.say(refusal), `${status} ${type} ${rule}`).toMatch(/\.$/);
          }
        }
      }
    }
  });

  it('the machine is built from the table: same transitions, targets and guard rules', () => {
    for (const status of LIFE_CYCLE_STATUSES) {
      const node = caseLifecycleMachine.states[status];
      expect(Object.keys(node?.on ?? {}).sort(), status).toEqual(Object.keys(MOVES[status]).sort());
      for (const [type, moves] of Object.entries(MOVES[status])) {
        const built = node?.on[type as CaseLifecycleEventType] ?? [];
        expect(built.map((t) => t.target?.[0]?.key)).toEqual(moves.map((m) => m.target));
        expect(moves.map(guardRules).every((names) => names.length > 0)).toBe(true);
      }
    }
  });
});

describe('moves that depend on the rest of the case', () => {
  it('releases approvals in order, Bga then Agent, stamping each', () => {
    const twoApprovals = facts({
      approvals: [
        { partyId: 'bga', role: 'Bga', isAssigned: true, isComplete: false, closedOn: null },
        { partyId: 'agent', role: 'Agent', isAssigned: true, isComplete: false, closedOn: null },
      ],
    });
    expect(moveCase('WaitingApproval', twoApprovals, { type: 'case.release', actor: agent, at: AT }).ok).toBe(
      false,
    );
    const first = moveCase('WaitingApproval', twoApprovals, { type: 'case.release', actor: bga, at: AT });
    expect(first).toMatchObject({ ok: true, status: 'WaitingApproval' });
    if (!first.ok) return;
    expect(first.facts.approvals.map((a) => [a.isComplete, a.closedOn])).toEqual([
      [true, AT],
      [false, null],
    ]);
    const second = moveCase('WaitingApproval', first.facts, { type: 'case.release', actor: agent, at: AT });
    expect(second).toMatchObject({ ok: true, status: 'WaitingAcceptance' });
  });

  it('bypass closes every open approval', () => {
    const result = moveCase('WaitingApproval', facts(), { type: 'case.bypassApproval', actor: bga, at: AT });
    expect(result.ok && result.facts.approvals.every((a) => a.isComplete && a.closedOn === AT)).toBe(true);
  });

  it('waits for the other owners: WaitingCompletion, then Complete', () => {
    const two = facts({
      acceptances: [
        { partyId: 'owner', isAssigned: true, isComplete: false, closedOn: null },
        { partyId: 'owner2', isAssigned: true, isComplete: false, closedOn: null },
      ],
      reviewedBy: ['owner', 'owner2'],
    });
    const first = moveCase('WaitingAcceptance', two, { type: 'case.accept', actor: owner, at: AT });
    expect(first).toMatchObject({ ok: true, status: 'WaitingCompletion' });
    if (!first.ok) return;
    expect(moveCase('WaitingCompletion', first.facts, { type: 'case.accept', actor: owner, at: AT }).ok).toBe(
      false,
    );
    const second = moveCase('WaitingCompletion', first.facts, {
      type: 'case.accept',
      actor: { ...owner, partyIds: ['owner2'] },
      at: AT,
    });
    expect(second).toMatchObject({ ok: true, status: 'Complete' });
  });

  it('an accepted annuity waits for delivery confirmation', () => {
    const result = moveCase('WaitingAcceptance', facts({ isAnnuity: true }), {
      type: 'case.accept',
      actor: owner,
      at: AT,
    });
    expect(result).toMatchObject({ ok: true, status: 'WaitingDeliveryConfirmation' });
  });

  it('an accepted annuity waits on those who accepted it, not on a party never asked to accept', () => {
    const notAsked = { partyId: 'insured', isAssigned: false, isComplete: false, closedOn: null };
    const before = facts({
      isAnnuity: true,
      acceptances: [...facts().acceptances, notAsked],
      deliveryPartyIds: [],
    });
    const result = moveCase('WaitingAcceptance', before, { type: 'case.accept', actor: owner, at: AT });
    expect(result).toMatchObject({ ok: true, status: 'WaitingDeliveryConfirmation' });
    if (!result.ok) return;
    expect(result.facts.deliveryPartyIds).toEqual(['owner']);
  });

  it('a Bga agent change request is a BgaChangeRequested', () => {
    const result = moveCase('WaitingApproval', facts(), {
      type: 'case.agentChangeRequest',
      actor: bga,
      at: AT,
    });
    expect(result).toMatchObject({ ok: true, status: 'BgaChangeRequested' });
  });
});

describe('pure transition', () => {
  it('is pure: the restored snapshot is unchanged and no effect is left to run', () => {
    const before = restoreCase('WaitingApproval', facts());
    const [after, actions] = transition(caseLifecycleMachine, before, {
      type: 'case.release',
      actor: agent,
      at: AT,
    });
    expect(after.value).toBe('WaitingAcceptance');
    expect(before.value).toBe('WaitingApproval');
    expect(before.context.approvals[0]?.isComplete).toBe(false);
    expect(after.context.approvals[0]?.isComplete).toBe(true);
    // Its only effects are assigns, already in the next context: nothing is left for anyone to execute.
    expect(actions).toEqual([]);
  });

  it('a refused event leaves the snapshot where it was', () => {
    const before = restoreCase('Complete', facts());
    const [after] = transition(caseLifecycleMachine, before, { type: 'case.accept', actor: owner, at: AT });
    expect(after.value).toBe('Complete');
    expect(before.can({ type: 'case.accept', actor: owner, at: AT })).toBe(false);
  });
});
