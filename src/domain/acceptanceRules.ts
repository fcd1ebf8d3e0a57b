import type { Case } from '../api/schemas/case.ts';
import type { PaymentStatus } from '../api/schemas/enums.ts';
import { hasAccepted, hasOpenAcceptance, isOwner } from './caseRules.ts';
import { mayViewDeliverable } from './caseSummary.ts';
import { allReviewed, pastReviewTarget, type ViewerRole, viewerOf } from './documents.ts';
import type { CaseRouteName } from './routeNames.ts';

type AcceptanceCase = Pick<
  Case,
  'lifeCycleStatus' | 'isAnnuity' | 'partyId' | 'parties' | 'acceptances' | 'documents'
>;

const PAST_ROUTES = {
  agentConfirmation: 'AgentConfirmation',
  agentConfirmationAnnuity: 'AgentConfirmationAnnuity',
  confirmation: 'Confirmation',
  annuityConfirmation: 'AnnuityConfirmation',
} as const satisfies Record<NonNullable<ReturnType<typeof pastReviewTarget>>, CaseRouteName>;

/** The customer's confirmation screen for this case: the annuity one for an annuity (SPEC §2). */
export const confirmationRouteOf = (c: Pick<Case, 'isAnnuity'>): CaseRouteName =>
  c.isAnnuity ? 'AnnuityConfirmation' : 'Confirmation';

/**
 * Where a viewer who may not accept this case now is sent instead, or null when they may (SPEC §2,
 * §6): only the Owner, with an open acceptance, every document reviewed and payments complete.
 * Anyone else goes to where the case stands for them: an agent to the review or their confirmation,
 * a customer who has accepted (or a case past acceptance) to the confirmation, otherwise the review
 * (not the owner, documents left) or the payment (payments not complete).
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
  const open = c.lifeCycleStatus === 'WaitingAcceptance' || c.lifeCycleStatus === 'WaitingCompletion';
  if (!open || !isOwner(c, viewer) || !hasOpenAcceptance(c, viewer) || !allReviewed(c.documents))
    return 'DocumentReview';
  if (paymentStatus !== 'Complete') return 'Payment';
  return null;
}

/** Has the viewer's acceptance been recorded? An accept whose answer was lost may have been. */
export const acceptanceRecorded = (c: Pick<Case, 'partyId' | 'parties' | 'acceptances'>, role: ViewerRole) =>
  hasAccepted(c, viewerOf(c, role));

/**
 * Where a viewer of the life Confirmation belongs instead, or null when it is theirs (SPEC §2, §4):
 * agents have their own confirmation views, an annuity has its own screen, and a customer the
 * deliverable-view rule does not let in goes to Acceptance.
 */
export function confirmationRedirect(
  c: Pick<Case, 'lifeCycleStatus' | 'isAnnuity' | 'partyId' | 'parties' | 'acceptances' | 'deliveryMethod'>,
  role: ViewerRole,
): CaseRouteName | null {
  if (role === 'agent') return c.isAnnuity ? 'AgentConfirmationAnnuity' : 'AgentConfirmation';
  if (c.isAnnuity) return 'AnnuityConfirmation';
  return mayViewDeliverable(c, role) ? null : 'Acceptance';
}
