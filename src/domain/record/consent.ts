import type { Case } from '../../api/schemas/case.ts';
import type { PartyRole } from '../../api/schemas/enums.ts';
import type { Party } from '../../api/schemas/party.ts';
import { formatUsDate, formatUsTime } from '../dates.ts';
import type { ViewerRole } from '../documents/documents.ts';
import { CONSENT_DISCLOSURE_VERSION, CONSENT_TEXTS } from './consentTexts.ts';

/**
 * Every wording of the consent the portal has shown, the current one last: an answer is recorded only
 * for a version a customer can have read. A new wording is added here, never in place of an old one.
 */
export const SHOWN_DISCLOSURE_VERSIONS: readonly string[] = [CONSENT_DISCLOSURE_VERSION];

/** The parties who receive the documents, and so consent to receiving them electronically (SPEC §1). */
const CUSTOMER_ROLES: readonly PartyRole[] = ['Insured', 'Owner', 'Annuitant'];

const isCustomerParty = (party: Pick<Party, 'roles'>) => party.roles.some((r) => CUSTOMER_ROLES.includes(r));

type CaseParties = Pick<Case, 'partyId' | 'parties'>;

/**
 * Must the customer consent before a document opens (decision 212)? Only a customer, for their own
 * party, once: agents never, and a party that consented is not asked again.
 */
export function awaitsConsent(caseData: CaseParties, role: ViewerRole): boolean {
  if (role !== 'customer' || caseData.partyId === null) return false;
  const own = caseData.parties.find((p) => p.id === caseData.partyId);
  return own !== undefined && own.consentedAt === undefined;
}

/** The name of the case's agent, whom a customer asks for paper; null when the case names none. */
export function agentNameOf(caseData: Pick<Case, 'parties'>): string | null {
  return caseData.parties.find((p) => p.roles.includes('Agent'))?.displayName ?? null;
}

/** How a customer who wants paper reaches their agent (decision 425): name, phone and e-mail, as known. */
export function agentContactOf(
  caseData: Pick<Case, 'parties'>,
): { name: string; phone: string | null; email: string | null } | null {
  const agent = caseData.parties.find((p) => p.roles.includes('Agent'));
  return agent
    ? { name: agent.displayName, phone: agent.phoneNumber ?? null, email: agent.emailAddress }
    : null;
}

/** For agents: each customer party and when they consented (null: not yet). */
function consentsOf(caseData: Pick<Case, 'parties'>): { name: string; consentedAt: string | null }[] {
  return caseData.parties
    .filter(isCustomerParty)
    .map((p) => ({ name: p.displayName, consentedAt: p.consentedAt ?? null }));
}

/** The agent's lines: each customer party, agreed with the date and time (SPEC §9 formats), or not yet. */
export function consentLines(caseData: Pick<Case, 'parties'>, timeZone?: string): string[] {
  return consentsOf(caseData).map(({ name, consentedAt }) =>
    consentedAt === null
      ? CONSENT_TEXTS.agentNotYet(name)
      : CONSENT_TEXTS.agentConsented(
          name,
          formatUsDate(consentedAt, timeZone),
          formatUsTime(consentedAt, timeZone),
        ),
  );
}
