import type { Case } from '../../api/schemas/case.ts';
import type { PartyRole } from '../../api/schemas/enums.ts';
import { hasAccepted, isOpen } from '../caseRules.ts';
import { type ViewerRole, viewerOf } from '../documents/documents.ts';
import { type Formats, US_FORMATS } from '../formats.ts';
import { STATUS_TEXTS, SUMMARY_TEXTS } from './caseSummaryTexts.ts';

/**
 * What the case summary card shows (SPEC §2, §3, §4, §6), as pure rules over the case: the number and
 * its label, the product, the parties by role with their e-mail where the viewer may see it, and the
 * status line. The wording SPEC leaves open is docs/decisions/020-acceptance-and-case-summary.md.
 */

type SummaryCase = Pick<
  Case,
  'policyNumber' | 'plob' | 'isAnnuity' | 'lifeCycleStatus' | 'parties' | 'acceptances' | 'partyId'
>;

/** plob 21 is the special product of SPEC §3: a group certificate, numbered as a certificate. */
const CERTIFICATE_PLOB = 21;

export interface NumberLine {
  label: string;
  value: string;
  /** The leading-V note (SPEC §3), or null. */
  note: string | null;
}

export function numberLine(
  c: Pick<Case, 'policyNumber' | 'plob' | 'isAnnuity'>,
  formats: Formats = US_FORMATS,
): NumberLine {
  const t = formats.texts(SUMMARY_TEXTS);
  const label =
    c.plob === CERTIFICATE_PLOB ? t.certificateNumber : c.isAnnuity ? t.contractNumber : t.policyNumber;
  const note = /^v/i.test(c.policyNumber) ? t.pendingNumber : null;
  return { label, value: c.policyNumber, note };
}

export function productName(c: Pick<Case, 'plob' | 'isAnnuity'>, formats: Formats = US_FORMATS): string {
  const t = formats.texts(SUMMARY_TEXTS);
  if (c.plob === CERTIFICATE_PLOB) return t.certificateProduct;
  return c.isAnnuity ? t.annuityProduct : t.lifeProduct;
}

/** The roles a card names, in the order it lists them; Agent only for agents (SPEC §6). */
const CARD_ROLES: readonly PartyRole[] = ['Insured', 'Annuitant', 'Owner', 'Agent'];

export interface PartyLine {
  role: PartyRole;
  name: string;
  /** Shown only where SPEC §6 lets this viewer see it; null otherwise. */
  email: string | null;
}

/**
 * SPEC §6: agents see the Agent field and the insured's e-mail; a customer sees the owner's e-mail and
 * the names of everyone else on the case, never another customer's or the agent's e-mail.
 */
export function partyLines(c: Pick<Case, 'parties'>, role: ViewerRole): PartyLine[] {
  const lines: PartyLine[] = [];
  for (const cardRole of CARD_ROLES) {
    if (cardRole === 'Agent' && role !== 'agent') continue;
    for (const party of c.parties.filter((p) => p.roles.includes(cardRole))) {
      const emailShown =
        cardRole === 'Owner' ||
        (role === 'agent' && (cardRole === 'Insured' || cardRole === 'Annuitant' || cardRole === 'Agent'));
      lines.push({
        role: cardRole,
        name: party.displayName,
        email: emailShown ? party.emailAddress : null,
      });
    }
  }
  return lines;
}

/**
 * SPEC §4: while WaitingAcceptance the line reads 'Awaiting acceptance by' the insured (the annuitant
 * of an annuity) and the next other party whose acceptance is still open; otherwise the case's
 * friendly status, as the portal words the case's status (the insurer's friendly status is these words).
 */
export function statusLine(c: SummaryCase, formats: Formats = US_FORMATS): string {
  const status = formats.texts(STATUS_TEXTS)[c.lifeCycleStatus];
  if (c.lifeCycleStatus !== 'WaitingAcceptance') return status;
  const insuredRole: PartyRole = c.isAnnuity ? 'Annuitant' : 'Insured';
  const insured = c.parties.find((p) => p.roles.includes(insuredRole));
  const next = c.acceptances.find((a) => isOpen(a) && a.partyId !== insured?.id);
  const other = next ? c.parties.find((p) => p.id === next.partyId) : undefined;
  const names = [insured?.displayName, other?.displayName].filter((n): n is string => Boolean(n));
  return names.length > 0 ? formats.texts(SUMMARY_TEXTS).awaitingAcceptance(formats.list(names)) : status;
}

/**
 * SPEC §4 deliverable view: a customer may see the confirmation of a case that is complete, is an
 * annuity, that they have accepted, or that is delivered direct to in force. Never an agent: agents
 * have their own confirmation views.
 */
export function mayViewDeliverable(
  c: Pick<Case, 'lifeCycleStatus' | 'isAnnuity' | 'partyId' | 'parties' | 'acceptances' | 'deliveryMethod'>,
  role: ViewerRole,
): boolean {
  if (role === 'agent') return false;
  return (
    c.lifeCycleStatus === 'Complete' ||
    c.isAnnuity ||
    hasAccepted(c, viewerOf(c, role)) ||
    c.deliveryMethod.isDirectToInForce
  );
}

/**
 * The confirmation's signature statement: when the viewer accepted, and that it is their electronic
 * signature (wording in decision 21). A case delivered without the viewer's acceptance
 * (direct to in force, another party's) names no date.
 */
export function signatureStatement(
  c: Pick<Case, 'acceptances' | 'partyId' | 'parties'>,
  role: ViewerRole,
  timeZone?: string,
  formats: Formats = US_FORMATS,
): string {
  const viewer = viewerOf(c, role);
  const mine = c.acceptances.find((a) => viewer.partyIds.includes(a.partyId) && a.isComplete && a.closedOn);
  const t = formats.texts(SUMMARY_TEXTS);
  return mine?.closedOn ? t.acceptedOn(formats.date(mine.closedOn, timeZone)) : t.signature;
}
