import { randomBytes } from 'node:crypto';
import {
  type CaseActor,
  type CaseFacts,
  type CaseLifecycleEventType,
  moveCase,
} from '../machines/caseLifecycle.ts';
import type { CaseViewer } from './auth/caseViewer.ts';
import { conflict } from './http/errors.ts';
import type { StoredCase } from './store/types.ts';

/** 128 random bits: a link's key is its only secret besides the e-mail address. */
export const randomDeliveryKey = () => `DC-${randomBytes(16).toString('base64url')}`;

/** A party has reviewed the case when every document that needs review is complete for them. */
export function hasReviewedAll(stored: StoredCase, partyId: string): boolean {
  return stored.documents.every((d) => !d.isReviewRequired || d.reviews[partyId]?.isReviewComplete === true);
}

/**
 * @internal the model the model-based tests walk, replayed against the sandbox and the screens
 * (tests/model/caseLifecycle-paths.ts, tests/model/caseLifecycle.test.ts …).
 */
export function factsOf(stored: StoredCase): CaseFacts {
  return {
    isAnnuity: stored.isAnnuity,
    approvals: stored.approvals.map((a) => ({ ...a })),
    acceptances: stored.acceptances.map((a) => ({ ...a })),
    reviewedBy: stored.parties.filter((p) => hasReviewedAll(stored, p.id)).map((p) => p.id),
    paymentsComplete: stored.payment.status === 'Complete',
    deliveryPartyIds: stored.deliveryConfirmations.map((d) => d.partyId),
  };
}

export function actorOf(viewer: Pick<CaseViewer, 'kind' | 'partyIds' | 'roles'>): CaseActor {
  return { partyIds: viewer.partyIds, roles: viewer.roles, isAgent: viewer.kind === 'agent' };
}

/**
 * Moves the stored case through machines/caseLifecycle, in place. A refusal is a 409 with the
 * machine's reason, and the case is left untouched.
 */
export function applyMove(
  stored: StoredCase,
  type: CaseLifecycleEventType,
  actor: CaseActor,
  at: string,
): void {
  const result = moveCase(stored.lifeCycleStatus, factsOf(stored), { type, actor, at });
  if (!result.ok) throw conflict(result.message);
  stored.lifeCycleStatus = result.status;
  stored.approvals = result.facts.approvals;
  stored.acceptances = result.facts.acceptances;
  stored.lastUpdatedOn = at;
  openDeliveryConfirmations(stored, result.facts.deliveryPartyIds);
}

/** A party the machine now waits on for delivery gets a confirmation, with its e-mail link's key. */
function openDeliveryConfirmations(stored: StoredCase, partyIds: readonly string[]): void {
  for (const partyId of partyIds) {
    if (stored.deliveryConfirmations.some((d) => d.partyId === partyId)) continue;
    stored.deliveryConfirmations.push({
      partyId,
      confirmationKey: randomDeliveryKey(),
      confirmedOn: null,
      registeredOn: null,
    });
  }
}
