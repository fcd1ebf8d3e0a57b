import type { Case } from '../../api/schemas/case.ts';
import type { LifeCycleStatus } from '../../api/schemas/enums.ts';
import type { CaseRouteName, RouteTarget } from '../routeNames.ts';
import { DASHBOARD_TEXTS } from './dashboardTexts.ts';

/** 'WaitingDeliveryConfirmation' → 'Waiting Delivery Confirmation'. */
export function statusInWords(status: string): string {
  return status
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim();
}

export type TileIcon = 'file' | 'check' | 'delivery' | 'status';

export interface TileText {
  text: string;
  icon: TileIcon;
}

/** The tile's sentence by status (SPEC §2, customer dashboard), in the catalog's language. */
export function tileText(
  c: Pick<Case, 'policyNumber' | 'lifeCycleStatus'>,
  texts: typeof DASHBOARD_TEXTS = DASHBOARD_TEXTS,
): TileText {
  switch (c.lifeCycleStatus) {
    case 'WaitingAcceptance':
      return { text: texts.waitingReview(c.policyNumber), icon: 'file' };
    case 'WaitingCompletion':
      return { text: texts.reviewCompleted(c.policyNumber), icon: 'check' };
    case 'WaitingDeliveryConfirmation':
      return { text: texts.waitingDelivery(c.policyNumber), icon: 'delivery' };
    // Done: the check, not the clock that says a case still waits (decision 432).
    case 'Complete':
      return { text: `${c.policyNumber} ${statusName(c.lifeCycleStatus, texts)}`, icon: 'check' };
    default:
      return { text: `${c.policyNumber} ${statusName(c.lifeCycleStatus, texts)}`, icon: 'status' };
  }
}

/** A status in words from the catalog; one the catalog does not know is split from its name. */
export function statusName(status: LifeCycleStatus, texts: typeof DASHBOARD_TEXTS = DASHBOARD_TEXTS): string {
  return (texts.statuses as Partial<Record<string, string>>)[status] ?? statusInWords(status);
}

/**
 * Which screen a tile opens, by status (decision 5). SPEC fixes only WaitingAcceptance →
 * DocumentReview; the rest follow what the customer can do next in that status.
 * @internal the exact value the tests expect to find, read from its one source
 *   (tests/unit/dashboard.test.ts).
 */
export const TILE_ROUTES: Record<LifeCycleStatus, { life: CaseRouteName; annuity: CaseRouteName }> = {
  WaitingAcceptance: { life: 'DocumentReview', annuity: 'DocumentReview' },
  WaitingCompletion: { life: 'Confirmation', annuity: 'AnnuityConfirmation' },
  WaitingDeliveryConfirmation: { life: 'AnnuityConfirmation', annuity: 'AnnuityConfirmation' },
  Complete: { life: 'Confirmation', annuity: 'AnnuityConfirmation' },
  Initialized: { life: 'DocumentReview', annuity: 'DocumentReview' },
  WaitingApproval: { life: 'DocumentReview', annuity: 'DocumentReview' },
  WaitingRelease: { life: 'DocumentReview', annuity: 'DocumentReview' },
  RevertedToPaper: { life: 'DocumentReview', annuity: 'DocumentReview' },
  Canceled: { life: 'DocumentReview', annuity: 'DocumentReview' },
  ReissueRequested: { life: 'DocumentReview', annuity: 'DocumentReview' },
  ChangeRequested: { life: 'DocumentReview', annuity: 'DocumentReview' },
  AgentChangeRequested: { life: 'DocumentReview', annuity: 'DocumentReview' },
  BgaChangeRequested: { life: 'DocumentReview', annuity: 'DocumentReview' },
  Unknown: { life: 'DocumentReview', annuity: 'DocumentReview' },
};

/** The route a tile opens. DocumentReview carries the party (the case's own, else the case token's). */
export function tileTarget(
  c: Pick<Case, 'caseId' | 'lifeCycleStatus' | 'isAnnuity' | 'partyId'>,
  partyFromToken: string | null,
): RouteTarget {
  const name = TILE_ROUTES[c.lifeCycleStatus][c.isAnnuity ? 'annuity' : 'life'];
  const partyId = c.partyId ?? partyFromToken;
  const params = { caseId: c.caseId };
  if (name === 'DocumentReview') return { name, params, search: partyId ? { partyId } : {} };
  return { name, params };
}
