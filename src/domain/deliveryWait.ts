import type { Case } from '../api/schemas/case.ts';

/**
 * What a signed-in customer reads on an annuity that waits for someone else's delivery confirmation
 * (SPEC leaves it unsaid; decision 071): whose confirmation it waits for and that nothing is asked of
 * them. Null when the case does not wait, or waits for this customer.
 */
export function deliveryWaitNote(
  caseData: Pick<Case, 'lifeCycleStatus' | 'partyId' | 'parties' | 'acceptances' | 'deliveryConfirmations'>,
): string | null {
  if (caseData.lifeCycleStatus !== 'WaitingDeliveryConfirmation') return null;
  const mine = caseData.deliveryConfirmations.some((d) => d.partyId === caseData.partyId);
  if (mine) return null;
  const names = caseData.acceptances
    .filter((a) => a.isComplete && a.partyId !== caseData.partyId)
    .map((a) => caseData.parties.find((p) => p.id === a.partyId)?.displayName)
    .filter((name): name is string => Boolean(name));
  const who = names.length > 0 ? names.join(' and ') : "the contract's owner";
  return `This annuity contract is waiting for ${who} to confirm its delivery. Nothing more is needed from you: it becomes Complete once they have confirmed.`;
}
