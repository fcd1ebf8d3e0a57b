import type { LifeCycleStatus, PartyRole } from '../api/schemas/enums.ts';
import type { Acceptance, Approval } from '../api/schemas/party.ts';

/**
 * Who may do what on a case (SPEC §4, §6), written once: machines/caseLifecycle builds its guards from
 * these rules, and the portal's review screen (documents.ts) asks the same ones about the case it shows.
 */

export type CaseApproval = Pick<Approval, 'partyId' | 'role' | 'isAssigned' | 'isComplete' | 'closedOn'>;
export type CaseAcceptance = Pick<Acceptance, 'partyId' | 'isAssigned' | 'isComplete' | 'closedOn'>;

/**
 * The statuses of a case still on its way to the customer: it takes changes, Not Taken and Revert to
 * Paper (machines/caseLifecycle), a Bga's comment (machines/agentActions), and reads as 'Open'.
 */
const OPEN_STATUSES: readonly LifeCycleStatus[] = [
  'Initialized',
  'WaitingApproval',
  'WaitingRelease',
  'WaitingAcceptance',
  'WaitingCompletion',
];

export const isOpenStatus = (status: LifeCycleStatus) => OPEN_STATUSES.includes(status);

/** What the case knows that decides who may act. */
export interface CaseFacts {
  isAnnuity: boolean;
  /** In the order they are released. */
  approvals: CaseApproval[];
  acceptances: CaseAcceptance[];
  /** Parties that have completed every required document of the case. */
  reviewedBy: string[];
  paymentsComplete: boolean;
  /** Parties holding a delivery confirmation (annuities). */
  deliveryPartyIds: string[];
}

/** Who asks: their party ids and roles on this case, and whether they signed in as an agent. */
export interface CaseActor {
  partyIds: string[];
  roles: PartyRole[];
  isAgent: boolean;
}

const BYPASS_ROLES: readonly PartyRole[] = ['Bga', 'SubBga'];

type Assignable = Pick<CaseApproval, 'isAssigned' | 'isComplete'>;

/** Assigned and not yet done: an approval still to release or an acceptance still to give. */
export const isOpen = (item: Assignable) => item.isAssigned && !item.isComplete;

const ownsParty = (actor: Pick<CaseActor, 'partyIds'>, partyId: string) => actor.partyIds.includes(partyId);

/** The approval that must be released next: the first assigned, incomplete one in order. */
export function nextApproval(facts: Pick<CaseFacts, 'approvals'>): CaseApproval | undefined {
  return facts.approvals.find(isOpen);
}

export function openAcceptanceOf(
  facts: Pick<CaseFacts, 'acceptances'>,
  actor: Pick<CaseActor, 'partyIds'>,
): CaseAcceptance | undefined {
  return facts.acceptances.find((a) => isOpen(a) && ownsParty(actor, a.partyId));
}

/** The actor holds an approval that is assigned and not yet released (not necessarily the next one). */
function hasOpenApproval(facts: Pick<CaseFacts, 'approvals'>, actor: Pick<CaseActor, 'partyIds'>) {
  return facts.approvals.some((a) => isOpen(a) && ownsParty(actor, a.partyId));
}

/** The actor has already given their acceptance. */
export function hasAccepted(facts: Pick<CaseFacts, 'acceptances'>, actor: Pick<CaseActor, 'partyIds'>) {
  return facts.acceptances.some((a) => a.isComplete && ownsParty(actor, a.partyId));
}

type Actor = Pick<CaseActor, 'isAgent'>;

export const isAgent = (_: unknown, actor: Actor) => actor.isAgent;
export const isCustomer = (_: unknown, actor: Actor) => !actor.isAgent;

/** A customer holding the Owner role: the one who continues, pays and accepts (SPEC §6). */
export const isOwner = (_: unknown, actor: Pick<CaseActor, 'isAgent' | 'roles'>) =>
  !actor.isAgent && actor.roles.includes('Owner');

export const canBypass = (_: unknown, actor: Pick<CaseActor, 'isAgent' | 'roles'>) =>
  actor.isAgent && actor.roles.some((r) => BYPASS_ROLES.includes(r));

export const isNextApprover = (facts: Pick<CaseFacts, 'approvals'>, actor: CaseActor) => {
  const next = nextApproval(facts);
  return actor.isAgent && next !== undefined && ownsParty(actor, next.partyId);
};

export const hasReviewed = (facts: Pick<CaseFacts, 'reviewedBy'>, actor: Pick<CaseActor, 'partyIds'>) =>
  actor.partyIds.some((id) => facts.reviewedBy.includes(id));

export const hasOpenAcceptance = (
  facts: Pick<CaseFacts, 'acceptances'>,
  actor: Pick<CaseActor, 'partyIds'>,
) => openAcceptanceOf(facts, actor) !== undefined;

export const othersAwaitApproval = (facts: Pick<CaseFacts, 'approvals'>) => {
  const next = nextApproval(facts);
  return facts.approvals.some((a) => a !== next && !a.isComplete);
};

export const othersAwaitAcceptance = (
  facts: Pick<CaseFacts, 'acceptances'>,
  actor: Pick<CaseActor, 'partyIds'>,
) => facts.acceptances.some((a) => isOpen(a) && !ownsParty(actor, a.partyId));

export const paymentsComplete = (facts: Pick<CaseFacts, 'paymentsComplete'>) => facts.paymentsComplete;
export const isAnnuity = (facts: Pick<CaseFacts, 'isAnnuity'>) => facts.isAnnuity;
export const isLife = (facts: Pick<CaseFacts, 'isAnnuity'>) => !facts.isAnnuity;

export const holdsDelivery = (facts: Pick<CaseFacts, 'deliveryPartyIds'>, actor: CaseActor) =>
  !actor.isAgent && actor.partyIds.some((id) => facts.deliveryPartyIds.includes(id));

/**
 * The statuses in which a case waits on its customers: SPEC §4's WaitingAcceptance ("customer side"), and
 * WaitingCompletion for those who have not accepted yet (decision 10 sends those who have to their confirmation).
 */
const CUSTOMER_REVIEW_STATUSES: readonly LifeCycleStatus[] = ['WaitingAcceptance', 'WaitingCompletion'];

/**
 * SPEC §4 "Review actions enabled", the one rule the review screen and the sandbox's document calls
 * ask (decision 45): an agent always; a customer holding an open approval; otherwise a customer only
 * while the case waits on the customers and they have not accepted. WaitingApproval is the agents'
 * side, so a customer without an approval may not act then. Answers why not, or null when they may.
 */
export function documentActionRefusal(
  status: LifeCycleStatus,
  facts: Pick<CaseFacts, 'approvals' | 'acceptances'>,
  actor: CaseActor,
): string | null {
  if (actor.isAgent || hasOpenApproval(facts, actor)) return null;
  if (!CUSTOMER_REVIEW_STATUSES.includes(status))
    return `Documents can not be changed while the case is ${status}.`;
  if (hasAccepted(facts, actor)) return 'You have already accepted this policy.';
  return null;
}
