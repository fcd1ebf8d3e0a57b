import { and, assertEvent, assign, type SnapshotFrom, setup, transition } from 'xstate';
import { LIFE_CYCLE_STATUSES, type LifeCycleStatus } from '../src/api/schemas/enums.ts';
import { CASE_REFUSALS } from '../src/domain/caseRefusalTexts.ts';
import {
  type CaseActor,
  type CaseFacts,
  canBypass,
  hasOpenAcceptance,
  hasReviewed,
  holdsDelivery,
  isAgent,
  isAnnuity,
  isCustomer,
  isLife,
  isNextApprover,
  isOpenStatus,
  isOwner,
  nextApproval,
  openAcceptanceOf,
  othersAwaitAcceptance,
  othersAwaitApproval,
  paymentsComplete,
} from '../src/domain/caseRules.ts';

/**
 * The case lifecycle of SPEC §4 (table in docs/lifecycle.md). States are the lifeCycleStatus values;
 * the sandbox restores a snapshot from a stored status plus the case's facts and asks for the next
 * status with the pure `transition`. A move the machine does not take is refused (HTTP 409) with the
 * reason of the first rule its guards find failing.
 */

export type { CaseActor, CaseFacts } from '../src/domain/caseRules.ts';

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

/** The rules of src/domain/caseRules the guards are made of, by the names the guards carry. */
const rules = {
  isAgent,
  isCustomer,
  isNextApprover,
  hasReviewed,
  othersAwaitApproval,
  canBypass,
  isOwner,
  hasOpenAcceptance,
  paymentsComplete,
  othersAwaitAcceptance,
  isAnnuity,
  isLife,
  holdsDelivery,
} satisfies Record<string, (facts: CaseFacts, actor: CaseActor) => boolean>;

type RuleName = keyof typeof rules;

/** Rules that only choose between the transitions of one move; a move is never refused for them. */
type Branch = 'othersAwaitApproval' | 'othersAwaitAcceptance' | 'isAnnuity';
export type Requirement = Exclude<RuleName, Branch>;

type ActionName = 'completeApproval' | 'completeAllApprovals' | 'completeAcceptance' | 'awaitDelivery';

/** One transition: its guard is `and([...requires, when])`, checked in this order. */
interface Move {
  requires: readonly Requirement[];
  /** Picks this transition over the ones after it (`canBypass` doubles as a branch for change requests). */
  when?: RuleName;
  target: LifeCycleStatus;
  actions?: ActionName | readonly ActionName[];
}

type Moves = Partial<Record<CaseLifecycleEventType, readonly Move[]>>;

/** The moves open to a case that is still on its way to the customer (`isOpenStatus`). */
const openMoves: Moves = {
  'case.changeRequest': [{ requires: ['isCustomer'], target: 'ChangeRequested' }],
  'case.agentChangeRequest': [
    { requires: ['isAgent'], when: 'canBypass', target: 'BgaChangeRequested' },
    { requires: ['isAgent'], target: 'AgentChangeRequested' },
  ],
  'case.notTaken': [{ requires: ['isAgent'], target: 'Canceled' }],
  'case.revertToPaper': [{ requires: ['isAgent', 'isLife'], target: 'RevertedToPaper' }],
};

const ACCEPT: readonly Requirement[] = ['isOwner', 'hasOpenAcceptance', 'hasReviewed', 'paymentsComplete'];
const acceptMoves: readonly Move[] = [
  {
    requires: ACCEPT,
    when: 'othersAwaitAcceptance',
    target: 'WaitingCompletion',
    actions: 'completeAcceptance',
  },
  {
    requires: ACCEPT,
    when: 'isAnnuity',
    target: 'WaitingDeliveryConfirmation',
    actions: ['completeAcceptance', 'awaitDelivery'],
  },
  { requires: ACCEPT, target: 'Complete', actions: 'completeAcceptance' },
];

const RELEASE_NEXT: readonly Requirement[] = ['isAgent', 'isNextApprover', 'hasReviewed'];

/** The moves each status takes of its own; an open status takes `openMoves` besides. */
const OWN_MOVES: Record<LifeCycleStatus, Moves> = {
  Initialized: {},
  WaitingApproval: {
    'case.release': [
      {
        requires: RELEASE_NEXT,
        when: 'othersAwaitApproval',
        target: 'WaitingApproval',
        actions: 'completeApproval',
      },
      { requires: RELEASE_NEXT, target: 'WaitingAcceptance', actions: 'completeApproval' },
    ],
    'case.bypassApproval': [
      { requires: ['canBypass'], target: 'WaitingAcceptance', actions: 'completeAllApprovals' },
    ],
  },
  WaitingRelease: {
    'case.release': [{ requires: ['isAgent', 'hasReviewed'], target: 'WaitingAcceptance' }],
  },
  WaitingAcceptance: {
    'case.accept': acceptMoves,
    'case.declineSaveAge': [{ requires: ['isCustomer'], target: 'ReissueRequested' }],
  },
  WaitingCompletion: { 'case.accept': acceptMoves },
  WaitingDeliveryConfirmation: {
    'case.confirmDelivery': [{ requires: ['holdsDelivery'], target: 'Complete' }],
  },
  Complete: {},
  RevertedToPaper: {},
  Canceled: {},
  ReissueRequested: {},
  ChangeRequested: {},
  AgentChangeRequested: {},
  BgaChangeRequested: {},
  // A search default only; no case is ever moved into or out of it.
  Unknown: {},
};

/**
 * Every status and the moves it takes: the one table the machine is built from and refusals read.
 * @internal a table the tests walk whole, read from here so that a new row is tested without a new test
 *   (tests/model/annotation-editor-paths.ts, tests/unit/caseLifecycle.test.ts).
 */
export const MOVES = Object.fromEntries(
  LIFE_CYCLE_STATUSES.map((status) => [
    status,
    isOpenStatus(status) ? { ...OWN_MOVES[status], ...openMoves } : OWN_MOVES[status],
  ]),
) as Record<LifeCycleStatus, Moves>;

/**
 * The guard names of one transition, in the order they are checked.
 * @internal a part of the lifecycle model, checked on its own against the rules it is built from
 *   (tests/unit/caseLifecycle.test.ts).
 */
export function guardRules(move: Move): RuleName[] {
  return move.when ? [...move.requires, move.when] : [...move.requires];
}

const guardOf =
  (name: RuleName) =>
  ({ context, event }: { context: CaseFacts; event: CaseLifecycleEvent }) =>
    rules[name](context, event.actor);

const guards = Object.fromEntries(
  (Object.keys(rules) as RuleName[]).map((name) => [name, guardOf(name)]),
) as Record<RuleName, ReturnType<typeof guardOf>>;

const transitionOf = (move: Move) => ({
  guard: and(guardRules(move)),
  target: move.target,
  ...(move.actions ? { actions: move.actions } : {}),
});

const states = Object.fromEntries(
  LIFE_CYCLE_STATUSES.map((status) => [
    status,
    {
      description: `SPEC §4 lifeCycleStatus ${status}`,
      on: Object.fromEntries(
        Object.entries(MOVES[status]).map(([type, moves]) => [type, moves.map(transitionOf)]),
      ),
    },
  ]),
);

/**
 * @internal the model the model-based tests walk, replayed against the sandbox and the screens
 * (tests/model/caseLifecycle-paths.ts, tests/model/caseLifecycle.test.ts …).
 */
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
        assertEvent(event, 'case.release');
        const next = nextApproval(context);
        return context.approvals.map((a) =>
          a === next ? { ...a, isComplete: true, closedOn: event.at } : a,
        );
      },
    }),
    completeAllApprovals: assign({
      approvals: ({ context, event }) => {
        assertEvent(event, 'case.bypassApproval');
        return context.approvals.map((a) =>
          a.isComplete ? a : { ...a, isComplete: true, closedOn: event.at },
        );
      },
    }),
    completeAcceptance: assign({
      acceptances: ({ context, event }) => {
        assertEvent(event, 'case.accept');
        const mine = openAcceptanceOf(context, event.actor);
        return context.acceptances.map((a) =>
          a === mine ? { ...a, isComplete: true, closedOn: event.at } : a,
        );
      },
    }),
    // An annuity waits for the delivery confirmation of those who accepted it; with nobody to confirm,
    // it could never complete.
    awaitDelivery: assign({
      deliveryPartyIds: ({ context }) => [
        ...new Set([
          ...context.deliveryPartyIds,
          ...context.acceptances.filter((a) => a.isComplete).map((a) => a.partyId),
        ]),
      ],
    }),
  },
}).createMachine({
  id: 'caseLifecycle',
  context: ({ input }) => input,
  initial: 'Initialized',
  states,
});

export type CaseLifecycleSnapshot = SnapshotFrom<typeof caseLifecycleMachine>;

/** A snapshot of a stored case: its status and facts. */
export function restoreCase(status: LifeCycleStatus, facts: CaseFacts): CaseLifecycleSnapshot {
  return caseLifecycleMachine.resolveState({ value: status, context: facts });
}

/**
 * @internal the model the model-based tests walk, replayed against the sandbox and the screens
 * (tests/model/caseLifecycle-paths.ts, tests/model/paymentStatus-paths.ts …).
 */
export function statusOf(snapshot: CaseLifecycleSnapshot): LifeCycleStatus {
  return snapshot.value as LifeCycleStatus;
}

/** One reason per rule; where the words depend on the move, one per move. */
export const REFUSALS: Record<Requirement, string | Partial<Record<CaseLifecycleEventType, string>>> = {
  isAgent: {
    'case.release': CASE_REFUSALS.agentRelease,
    'case.agentChangeRequest': CASE_REFUSALS.agentChangeRequest,
    'case.notTaken': CASE_REFUSALS.agentNotTaken,
    'case.revertToPaper': CASE_REFUSALS.agentRevertToPaper,
  },
  isCustomer: {
    'case.changeRequest': CASE_REFUSALS.customerChangeRequest,
    'case.declineSaveAge': CASE_REFUSALS.customerDeclineSaveAge,
  },
  isNextApprover: CASE_REFUSALS.isNextApprover,
  hasReviewed: {
    'case.release': CASE_REFUSALS.notAllReviewedAgent,
    'case.accept': CASE_REFUSALS.notAllReviewed,
  },
  canBypass: CASE_REFUSALS.canBypass,
  isOwner: CASE_REFUSALS.isOwner,
  hasOpenAcceptance: CASE_REFUSALS.hasOpenAcceptance,
  paymentsComplete: CASE_REFUSALS.paymentsComplete,
  isLife: CASE_REFUSALS.isLife,
  holdsDelivery: CASE_REFUSALS.holdsDelivery,
};

/**
 * @internal a part of the lifecycle model, checked on its own against the rules it is built from
 * (tests/unit/caseLifecycle.test.ts).
 */
export function refusalOf(rule: Requirement, type: CaseLifecycleEventType): string | undefined {
  const refusal = REFUSALS[rule];
  return typeof refusal === 'string' ? refusal : refusal[type];
}

/**
 * The requirements of a status's transitions for one move, each once, in the order the guards check them.
 * @internal a part of the lifecycle model, checked on its own against the rules it is built from
 *   (tests/unit/caseLifecycle.test.ts).
 */
export function requirementsOf(status: LifeCycleStatus, type: CaseLifecycleEventType): Requirement[] {
  const moves = MOVES[status][type] ?? [];
  return [...new Set(moves.flatMap((move) => move.requires))];
}

/** The first requirement of the move the facts fail, in the order the guards check them; none when the status takes no such move or every one holds. */
export function failedRequirement(
  status: LifeCycleStatus,
  facts: CaseFacts,
  event: CaseLifecycleEvent,
): Requirement | undefined {
  return requirementsOf(status, event.type).find((rule) => !rules[rule](facts, event.actor));
}

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
  const failed = failedRequirement(status, facts, event);
  const reason = failed && refusalOf(failed, event.type);
  return { ok: false, message: reason ?? CASE_REFUSALS.notInStatus[event.type](status) };
}
