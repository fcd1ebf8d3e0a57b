import type { Context } from 'hono';
import { ConsentRequest } from '../../src/api/schemas/index.ts';
import { SHOWN_DISCLOSURE_VERSIONS } from '../../src/domain/record/consent.ts';
import { resolveCaseViewer, rotateCaseToken } from '../auth/callers.ts';
import type { CaseViewer } from '../auth/caseViewer.ts';
import { callerOf, countRepeat, TOO_MANY_REPEATS } from '../auth/throttle.ts';
import { badRequest, conflict, forbidden, tooManyAttempts } from '../http/errors.ts';
import { viewerPartyId } from '../views.ts';
import { eventBy, type Handler, loadCase, mutateCase, param, readJsonBody } from './shared.ts';

/** Only a customer party of the case answers for themselves: never an agent, never for someone else. */
function requireCustomerParty(viewer: CaseViewer): string {
  const partyId = viewerPartyId(viewer);
  if (viewer.kind !== 'customer' || partyId === null)
    throw forbidden('Only a customer on this case can answer the consent to electronic records.');
  return partyId;
}

/** The answer's wording, refused unless the portal shows it (SHOWN_DISCLOSURE_VERSIONS). */
async function readShownVersion(c: Context): Promise<string> {
  const { disclosureVersion } = await readJsonBody(c, ConsentRequest);
  if (!SHOWN_DISCLOSURE_VERSIONS.includes(disclosureVersion))
    throw badRequest(
      'disclosureVersion: is not a wording of the consent this portal shows. Please reload the page and answer again.',
      'disclosureVersion',
    );
  return disclosureVersion;
}

const ALREADY_CONSENTED =
  'You have already agreed to electronic records for this policy. To withdraw, ask your agent for paper documents.';

/**
 * Consent to electronic records (decision 212): recorded once for each of the caller's parties, with
 * the time and the wording agreed to, and logged as one case event. A repeat answers the first time
 * and records nothing.
 */
export const giveConsent: Handler = async (c, ctx) => {
  const caseId = param(c, 'caseId');
  const viewer = await resolveCaseViewer(c, ctx, loadCase(ctx, caseId));
  await rotateCaseToken(c, ctx, viewer);
  const partyId = requireCustomerParty(viewer);
  const disclosureVersion = await readShownVersion(c);
  // From here to the write nothing is awaited: no other answer can slip in between.
  const recorded = loadCase(ctx, caseId).parties.find((p) => p.id === partyId)?.consentedAt;
  if (recorded !== undefined) return c.json({ partyId, consentedAt: recorded });
  const consentedAt = mutateCase(ctx, caseId, eventBy('giveConsent', viewer), (stored) => {
    const at = ctx.now();
    for (const party of stored.parties)
      if (viewer.partyIds.includes(party.id) && party.consentedAt === undefined) {
        party.consentedAt = at;
        party.consentDisclosure = disclosureVersion;
      }
    return at;
  });
  return c.json({ partyId, consentedAt });
};

/**
 * A customer who declines: nothing about the case changes (no status, no consent); the log keeps that
 * they declined, for the agent who sends paper. After consent it is refused: withdrawing is the agent's
 * paper path.
 */
export const declineConsent: Handler = async (c, ctx) => {
  const caseId = param(c, 'caseId');
  const viewer = await resolveCaseViewer(c, ctx, loadCase(ctx, caseId));
  await rotateCaseToken(c, ctx, viewer);
  const partyId = requireCustomerParty(viewer);
  await readShownVersion(c);
  if (loadCase(ctx, caseId).parties.find((p) => p.id === partyId)?.consentedAt !== undefined)
    throw conflict(ALREADY_CONSENTED);
  const repeated = countRepeat(ctx.throttles, callerOf(c));
  if (repeated > 0) throw tooManyAttempts(TOO_MANY_REPEATS, repeated);
  mutateCase(ctx, caseId, eventBy('declineConsent', viewer), () => undefined);
  return c.json({ isSuccessful: true, message: 'Declined: paper documents come through your agent.' });
};
