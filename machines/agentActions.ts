import type { Case } from '../src/api/schemas/case.ts';
import type { LifeCycleStatus } from '../src/api/schemas/enums.ts';
import { type CaseActor, type CaseApproval, canBypass, isOpenStatus } from '../src/domain/caseRules.ts';
import { allReviewed, viewerOf } from '../src/domain/documents/documents.ts';
import { type CaseLifecycleEventType, restoreCase } from './caseLifecycle.ts';

/**
 * Which case actions an agent is offered, decided once (SPEC §4, §5, §6; docs/decisions/080-agent-actions-one-rule.md).
 * The moves are asked of machines/caseLifecycle itself, the machine the sandbox moves cases with, so the
 * portal offers a button exactly when the sandbox would take it. The Bga's comment moves nothing, so
 * its rule lives here and the sandbox's route asks it too.
 */

/**
 * @internal a table the tests walk whole, read from here so that a new row is tested without a new test
 * (tests/sandbox/agent-actions-table.test.ts).
 */
export const AGENT_ACTIONS = [
  'release',
  'bypass',
  'change',
  'notTaken',
  'revertToPaper',
  'bgaComment',
] as const;
export type AgentAction = (typeof AGENT_ACTIONS)[number];

const MOVE_OF: Record<Exclude<AgentAction, 'bgaComment'>, CaseLifecycleEventType> = {
  release: 'case.release',
  bypass: 'case.bypassApproval',
  change: 'case.agentChangeRequest',
  notTaken: 'case.notTaken',
  revertToPaper: 'case.revertToPaper',
};

/** What decides an agent's actions: the case's status and approvals, the agent's parties and roles. */
export interface AgentStanding {
  status: LifeCycleStatus;
  isAnnuity: boolean;
  approvals: readonly CaseApproval[];
  actor: Pick<CaseActor, 'partyIds' | 'roles'>;
}

/**
 * Whether the agent may try the action. Release is judged as if the agent had reviewed every document:
 * the button shows before review and says why it waits (SPEC §4 Agent release).
 */
export function agentMay(action: AgentAction, standing: AgentStanding): boolean {
  const actor: CaseActor = { ...standing.actor, isAgent: true };
  if (action === 'bgaComment') return isOpenStatus(standing.status) && canBypass(null, actor);
  const snapshot = restoreCase(standing.status, {
    isAnnuity: standing.isAnnuity,
    approvals: standing.approvals.map((a) => ({ ...a })),
    acceptances: [],
    reviewedBy: actor.partyIds,
    paymentsComplete: false,
    deliveryPartyIds: [],
  });
  return snapshot.can({ type: MOVE_OF[action], actor, at: new Date(0).toISOString() });
}

type AgentCase = Pick<Case, 'partyId' | 'parties' | 'approvals' | 'isAnnuity' | 'lifeCycleStatus'>;

/** The agent's standing on a case as the portal receives it. */
function standingOf(caseData: AgentCase): AgentStanding {
  return {
    status: caseData.lifeCycleStatus,
    isAnnuity: caseData.isAnnuity,
    approvals: caseData.approvals,
    actor: viewerOf(caseData, 'agent'),
  };
}

/** Every action with whether the agent is offered it on this case. */
export function agentOffers(caseData: AgentCase): Record<AgentAction, boolean> {
  const standing = standingOf(caseData);
  return Object.fromEntries(AGENT_ACTIONS.map((a) => [a, agentMay(a, standing)])) as Record<
    AgentAction,
    boolean
  >;
}

/** Release is offered and every document is reviewed: the release call may go. */
export const releaseReady = (caseData: AgentCase & Pick<Case, 'documents'>) =>
  agentMay('release', standingOf(caseData)) && allReviewed(caseData.documents);
