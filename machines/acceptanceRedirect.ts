import type { Case } from '../src/api/schemas/case.ts';
import type { PaymentStatus } from '../src/api/schemas/enums.ts';
import { confirmationRouteOf } from '../src/domain/acceptance/acceptanceRules.ts';
import { hasAccepted } from '../src/domain/caseRules.ts';
import {
  allReviewed,
  pastReviewTarget,
  type ViewerRole,
  viewerOf,
} from '../src/domain/documents/documents.ts';
import type { CaseRouteName } from '../src/domain/routeNames.ts';
import { type CaseLifecycleEvent, failedRequirement, restoreCase } from './caseLifecycle.ts';

type AcceptanceCase = Pick<
  Case,
  'lifeCycleStatus' | 'isAnnuity' | 'partyId' | 'parties' | 'approvals' | 'acceptances' | 'documents'
>;

const PAST_ROUTES = {
  agentConfirmation: 'AgentConfirmation',
  agentConfirmationAnnuity: 'AgentConfirmationAnnuity',
  confirmation: 'Confirmation',
  annuityConfirmation: 'AnnuityConfirmation',
} as const satisfies Record<NonNullable<ReturnType<typeof pastReviewTarget>>, CaseRouteName>;

/**
 * Where a viewer who may not accept this case now is sent instead, or null when they may (SPEC §2,
 * §6). Whether they may is the lifecycle's own `case.accept` guard, the one the sandbox accepts with
 * (decision 045): a case past review goes to its confirmation, an agent to the review, a customer who
 * has accepted to the confirmation; one the guard refuses only for payments goes to the payment, for
 * anything else (not the owner, no open acceptance, documents left, a status that takes no accept)
 * to the review.
 */
export function acceptanceRedirect(
  c: AcceptanceCase,
  role: ViewerRole,
  paymentStatus: PaymentStatus,
): CaseRouteName | null {
  const past = pastReviewTarget(c, role);
  if (past) return PAST_ROUTES[past];
  if (role === 'agent') return 'DocumentReview';
  const viewer = viewerOf(c, role);
  if (hasAccepted(c, viewer)) return confirmationRouteOf(c);
  const facts = {
    isAnnuity: c.isAnnuity,
    approvals: c.approvals,
    acceptances: c.acceptances,
    reviewedBy: allReviewed(c.documents) ? viewer.partyIds : [],
    paymentsComplete: paymentStatus === 'Complete',
    deliveryPartyIds: [],
  };
  const accept: CaseLifecycleEvent = { type: 'case.accept', actor: viewer, at: new Date(0).toISOString() };
  if (restoreCase(c.lifeCycleStatus, facts).can(accept)) return null;
  return failedRequirement(c.lifeCycleStatus, facts, accept) === 'paymentsComplete'
    ? 'Payment'
    : 'DocumentReview';
}
