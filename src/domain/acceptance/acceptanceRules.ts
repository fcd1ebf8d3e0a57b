import type { Case } from '../../api/schemas/case.ts';
import { hasAccepted } from '../caseRules.ts';
import { type ViewerRole, viewerOf } from '../documents/documents.ts';
import { mayViewDeliverable } from '../journey/caseSummary.ts';
import type { CaseRouteName } from '../routeNames.ts';

/** The customer's confirmation screen for this case: the annuity one for an annuity (SPEC §2). */
export const confirmationRouteOf = (c: Pick<Case, 'isAnnuity'>): CaseRouteName =>
  c.isAnnuity ? 'AnnuityConfirmation' : 'Confirmation';

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
