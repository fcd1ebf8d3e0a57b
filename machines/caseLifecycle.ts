import { and, assign, type SnapshotFrom, setup, transition } from 'xstate';
import type { LifeCycleStatus, PartyRole } from '../src/api/schemas/enums.ts';

/**
 * The case lifecycle of SPEC §4 (table in docs/lifecycle.md). States are the lifeCycleStatus values;
 * the sandbox restores a snapshot from a stored status plus the case's facts and asks for the next
 * status with the pure `transition`. A move the machine does not take is refused (HTTP 409).
 */

export interface LifecycleApproval {
  partyId: string;
  role: PartyRole;
  isAssigned: boolean;
  isComplete: boolean;
  closedOn: string | null;
}

export interface LifecycleAcceptance {
  partyId: string;
  isAssigned: boolean;
  isComplete: boolean;
  closedOn: string | null;
}

/** What the case knows that decides its moves. */
export interface CaseFacts {
  isAnnuity: boolean;
  approvals: LifecycleApproval[];
  acceptances: LifecycleAcceptance[];
  /** Parties that have completed every required document of the case. */
  reviewedBy: string[];
  paymentsComplete: boolean;
  /** Parties holding a delivery confirmation (annuities). */
  deliveryPartyIds: string[];
}

/** Who asks for the move: their party ids and roles on this case. */
export interface CaseActor {
  partyIds: string[];
  roles: PartyRole[];
  isAgent: boolean;
}

interface ActorEvent {
  actor: CaseActor;
  /** ISO time the move happens at, stamped on closed approvals and acceptances. */
  at: string;
}

export type CaseLifecycleEvent =
  | ({ type: 'case.release' } & ActorEvent)
  | ({ type: 'case.bypassApproval' } & ActorEvent)
  | ({ type: 'case.accept' } & ActorEvent)
  | ({ type: 'case.confirmDelivery' } & ActorEvent)
  | ({ type: 'case.changeRequest' } & ActorEvent)
  | ({ type: 'case.agentChangeRequest' } & ActorEvent)
  | ({ type: 'case.notTaken' } & ActorEvent)
  | ({ type: 'case.revertToPaper' } & ActorEvent)
  | ({ type: 'case.declineSaveAge' } & ActorEvent);

export type CaseLifecycleEventType = CaseLifecycleEvent['type'];

const BYPASS_ROLES: readonly PartyRole[] = ['Bga', 'SubBga'];

const ownsParty = (actor: CaseActor, partyId: string) => actor.partyIds.includes(partyId);

/** The approval that must be released next: the first assigned, incomplete one in order. */
export function nextApproval(facts: CaseFacts): LifecycleApproval | undefined {
  return facts.approvals.find((a) => a.isAssigned && !a.isComplete);
}

function openAcceptance(facts: CaseFacts, actor: CaseActor): LifecycleAcceptance | undefined {
  return facts.acceptances.find((a) => a.isAssigned && !a.isComplete && ownsParty(actor, a.partyId));
}

/** The rules, shared by the machine's guards and the refusal messages. */
export const rules = {
  isAgent: (_: CaseFacts, actor: CaseActor) => actor.isAgent,
  isCustomer: (_: CaseFacts, actor: CaseActor) => !actor.isAgent,
  isNextApprover: (facts: CaseFacts, actor: CaseActor) => {
    const next = nextApproval(facts);
    return actor.isAgent && next !== undefined && ownsParty(actor, next.partyId);
  },
  hasReviewed: (facts: CaseFacts, actor: CaseActor) =>
    actor.partyIds.some((id) => facts.reviewedBy.includes(id)),
  othersAwaitApproval: (facts: CaseFacts) => {
    const next = nextApproval(facts);
    return facts.approvals.some((a) => a !== next && !a.isComplete);
  },
  canBypass: (_: CaseFacts, actor: CaseActor) =>
    actor.isAgent && actor.roles.some((r) => BYPASS_ROLES.includes(r)),
  isOwner: (_: CaseFacts, actor: CaseActor) => !actor.isAgent && actor.roles.includes('Owner'),
  hasOpenAcceptance: (facts: CaseFacts, actor: CaseActor) => openAcceptance(facts, actor) !== undefined,
  paymentsComplete: (facts: CaseFacts) => facts.paymentsComplete,
  othersAwaitAcceptance: (facts: CaseFacts, actor: CaseActor) =>
    facts.acceptances.some((a) => a.isAssigned && !a.isComplete && !ownsParty(actor, a.partyId)),
  isAnnuity: (facts: CaseFacts) => facts.isAnnuity,
  isLife: (facts: CaseFacts) => !facts.isAnnuity,
  holdsDelivery: (facts: CaseFacts, actor: CaseActor) =>
    !actor.isAgent && actor.partyIds.some((id) => facts.deliveryPartyIds.includes(id)),
} satisfies Record<string, (facts: CaseFacts, actor: CaseActor) => boolean>;

type RuleName = keyof typeof rules;

const guardOf =
  (name: RuleName) =>
  ({ context, event }: { context: CaseFacts; event: CaseLifecycleEvent }) =>
    rules[name](context, event.actor);

const guards = Object.fromEntries(
  (Object.keys(rules) as RuleName[]).map((name) => [name, guardOf(name)]),
) as Record<RuleName, ReturnType<typeof guardOf>>;

/** The moves open to a case that is still on its way to the customer. */
const openMoves = {
  'case.changeRequest': { guard: 'isCustomer', target: 'ChangeRequested' },
  'case.agentChangeRequest': [
    { guard: and(['isAgent', 'canBypass']), target: 'BgaChangeRequested' },
    { guard: 'isAgent', target: 'AgentChangeRequested' },
  ],
  'case.notTaken': { guard: 'isAgent', target: 'Canceled' },
  'case.revertToPaper': { guard: and(['isAgent', 'isLife']), target: 'RevertedToPaper' },
} as const;

const acceptMoves = [
  {
    guard: and(['isOwner', 'hasOpenAcceptance', 'hasReviewed', 'paymentsComplete', 'othersAwaitAcceptance']),
    target: 'WaitingCompletion',
    actions: 'completeAcceptance',
  },
  {
    guard: and(['isOwner', 'hasOpenAcceptance', 'hasReviewed', 'paymentsComplete', 'isAnnuity']),
    target: 'WaitingDeliveryConfirmation',
    actions: 'completeAcceptance',
  },
  {
    guard: and(['isOwner', 'hasOpenAcceptance', 'hasReviewed', 'paymentsComplete']),
    target: 'Complete',
    actions: 'completeAcceptance',
  },
] as const;

export const caseLifecycleMachine = setup({
  types: {
    context: {} as CaseFacts,
    events: {} as CaseLifecycleEvent,
    input: {} as CaseFacts,
  },
  guards,
  actions: {
    completeApproval: assign({
      approvals: ({ context, event }) => {
        const next = nextApproval(context);
        return context.approvals.map((a) =>
          a === next ? { ...a, isComplete: true, closedOn: (event as ActorEvent).at } : a,
        );
      },
    }),
    completeAllApprovals: assign({
      approvals: ({ context, event }) =>
        context.approvals.map((a) =>
          a.isComplete ? a : { ...a, isComplete: true, closedOn: (event as ActorEvent).at },
        ),
    }),
    completeAcceptance: assign({
      acceptances: ({ context, event }) => {
        const { actor, at } = event as ActorEvent;
        const mine = openAcceptance(context, actor);
        return context.acceptances.map((a) => (a === mine ? { ...a, isComplete: true, closedOn: at } : a));
      },
    }),
  },
}).createMachine({
  id: 'caseLifecycle',
  context: ({ input }) => input,
  initial: 'Initialized',
  states: {
    Initialized: { on: { ...openMoves } },
    WaitingApproval: {
      on: {
        'case.release': [
          {
            guard: and(['isNextApprover', 'hasReviewed', 'othersAwaitApproval']),
            target: 'WaitingApproval',
            actions: 'completeApproval',
          },
          {
            guard: and(['isNextApprover', 'hasReviewed']),
            target: 'WaitingAcceptance',
            actions: 'completeApproval',
          },
        ],
        'case.bypassApproval': {
          guard: 'canBypass',
          target: 'WaitingAcceptance',
          actions: 'completeAllApprovals',
        },
        ...openMoves,
      },
    },
    WaitingRelease: {
      on: {
        'case.release': { guard: and(['isAgent', 'hasReviewed']), target: 'WaitingAcceptance' },
        ...openMoves,
      },
    },
    WaitingAcceptance: {
      on: {
        'case.accept': acceptMoves,
        'case.declineSaveAge': { guard: 'isCustomer', target: 'ReissueRequested' },
        ...openMoves,
      },
    },
    WaitingCompletion: { on: { 'case.accept': acceptMoves, ...openMoves } },
    WaitingDeliveryConfirmation: {
      on: { 'case.confirmDelivery': { guard: 'holdsDelivery', target: 'Complete' } },
    },
    Complete: {},
    RevertedToPaper: {},
    Canceled: {},
    ReissueRequested: {},
    ChangeRequested: {},
    AgentChangeRequested: {},
    BgaChangeRequested: {},
    Unknown: {},
  },
});

export type CaseLifecycleSnapshot = SnapshotFrom<typeof caseLifecycleMachine>;

/** A snapshot of a stored case: its status and facts. */
export function restoreCase(status: LifeCycleStatus, facts: CaseFacts): CaseLifecycleSnapshot {
  return caseLifecycleMachine.resolveState({ value: status, context: facts });
}

export function statusOf(snapshot: CaseLifecycleSnapshot): LifeCycleStatus {
  return snapshot.value as LifeCycleStatus;
}

/** What a move would ask of the caller, checked in order; the first failing rule names the refusal. */
const REQUIREMENTS: Record<CaseLifecycleEventType, ReadonlyArray<readonly [RuleName, string]>> = {
  'case.release': [
    ['isAgent', 'Only an agent can release a case.'],
    ['isNextApprover', 'Only the next assigned approver can release this case.'],
    ['hasReviewed', 'You must review all of the documents for your policy before approving.'],
  ],
  'case.bypassApproval': [['canBypass', 'Only a Bga or SubBga can bypass approval.']],
  'case.accept': [
    ['isOwner', 'Only the owner can accept this policy.'],
    ['hasOpenAcceptance', 'There is no open acceptance for you on this case.'],
    ['hasReviewed', 'You must review all of the documents for your policy before continuing.'],
    ['paymentsComplete', 'Your payments must be complete before you accept the policy.'],
  ],
  'case.confirmDelivery': [['holdsDelivery', 'There is no delivery confirmation for you on this case.']],
  'case.changeRequest': [['isCustomer', 'Agents request changes with the agent change request.']],
  'case.agentChangeRequest': [['isAgent', 'Only an agent can make an agent change request.']],
  'case.notTaken': [['isAgent', 'Only an agent can process a case as Not Taken.']],
  'case.revertToPaper': [
    ['isAgent', 'Only an agent can revert a case to paper.'],
    ['isLife', 'An annuity contract can not be reverted to paper.'],
  ],
  'case.declineSaveAge': [['isCustomer', 'Only a customer can decline the Save Age document.']],
};

const MOVE_NAMES: Record<CaseLifecycleEventType, string> = {
  'case.release': 'released',
  'case.bypassApproval': 'released by bypassing approval',
  'case.accept': 'accepted',
  'case.confirmDelivery': 'confirmed as delivered',
  'case.changeRequest': 'sent back with a change request',
  'case.agentChangeRequest': 'sent back with an agent change request',
  'case.notTaken': 'processed as Not Taken',
  'case.revertToPaper': 'reverted to paper',
  'case.declineSaveAge': 'sent back for reissue',
};

export type MoveResult =
  | { ok: true; status: LifeCycleStatus; facts: CaseFacts }
  | { ok: false; message: string };

/** Asks the machine for the move; a refusal says why, in words a user can act on. */
export function moveCase(status: LifeCycleStatus, facts: CaseFacts, event: CaseLifecycleEvent): MoveResult {
  const snapshot = restoreCase(status, facts);
  if (snapshot.can(event)) {
    const [next] = transition(caseLifecycleMachine, snapshot, event);
    return { ok: true, status: statusOf(next), facts: next.context };
  }
  const handles = caseLifecycleMachine.states[status]?.on[event.type] !== undefined;
  if (!handles)
    return { ok: false, message: `A case that is ${status} can not be ${MOVE_NAMES[event.type]}.` };
  const failed = REQUIREMENTS[event.type].find(([rule]) => !rules[rule](facts, event.actor));
  return {
    ok: false,
    message: failed?.[1] ?? `A case that is ${status} can not be ${MOVE_NAMES[event.type]}.`,
  };
}
