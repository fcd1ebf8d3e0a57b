import type { Case } from '../../api/schemas/case.ts';
import { type Formats, US_FORMATS } from '../formats.ts';
import { NEXT_TEXTS } from '../journey/whatNextTexts.ts';

/**
 * What a signed-in customer reads on an annuity that waits for someone else's delivery confirmation
 * (SPEC leaves it unsaid; decision 071): whose confirmation it waits for and that nothing is asked of
 * them. Null when the case does not wait, or waits for this customer.
 */
export function deliveryWaitNote(
  caseData: Pick<Case, 'lifeCycleStatus' | 'partyId' | 'parties' | 'acceptances' | 'deliveryConfirmations'>,
  formats: Formats = US_FORMATS,
): string | null {
  if (caseData.lifeCycleStatus !== 'WaitingDeliveryConfirmation') return null;
  const mine = caseData.deliveryConfirmations.some((d) => d.partyId === caseData.partyId);
  if (mine) return null;
  const names = caseData.acceptances
    .filter((a) => a.isComplete && a.partyId !== caseData.partyId)
    .map((a) => caseData.parties.find((p) => p.id === a.partyId)?.displayName)
    .filter((name): name is string => Boolean(name));
  const t = formats.texts(NEXT_TEXTS);
  return names.length > 0 ? t.deliveryWaitsFor(formats.list(names)) : t.deliveryWaitsForOwner;
}
