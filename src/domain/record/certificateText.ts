import type {
  Certificate,
  CertificateDocument,
  CertificateParty,
  CertificateStamp,
} from '../../api/schemas/certificate.ts';
import type { Translation } from '../../i18n/catalog.ts';
import { textCatalog } from '../../i18n/message.ts';
import { freeLookEndDate } from '../acceptance/freeLook.ts';
import { displayStatus } from '../agent/agentSearch.ts';
import { documentDisplayName } from '../documents/documents.ts';
import { type Formats, US_FORMATS } from '../formats.ts';
import { calendarNoon, formatCalendarDate } from '../journey/whatNext.ts';
import { paymentSourceName } from '../payment/confirmationPayments.ts';

/**
 * The certificate of delivery's lines (decision 232), in words: every date and time
 * in the viewer's time zone (SPEC §9), every absent fact said to be absent, never guessed. Each line
 * takes the catalog and the formats of the language it is written in (English by default).
 */
export const CERTIFICATE_TEXTS = textCatalog('certificateTexts', {
  title: 'Certificate of delivery',
  notRecorded: 'not recorded',
  notYet: 'not yet',
  print: 'Print or save as PDF',
  verifies: 'The event log verifies: each event carries the hash of the one before.',
  freeLookNotStarted: 'It starts when delivery is complete.',
  by: 'by',
  endingIn: 'ending in',
  events: (count: number) => `(${count} events)`,
  consented: (when: string) => `Consented to electronic records on ${when}`,
  signedAs: (name: string, when: string) => `Signed as ${name} on ${when}`,
  typedAs: (typed: string) => ` (typed as “${typed}”)`,
  notAskedOfAgents: 'not asked of agents',
  on: 'on',
  payment: (amount: string, method: string, when: string, last4: string) =>
    `${amount} by ${method} on ${when}, confirmation number ending in ${last4}`,
  completedWith: (byWhom: string) => `Completed with the acceptance on ${byWhom}`,
  confirmedOn: (when: string, name: string) => `Confirmed on ${when} by ${name}`,
  partyNotYet: (name: string) => `${name}: not yet`,
  fromAcceptance: 'the acceptance',
  fromDeliveryConfirmation: 'the delivery confirmation',
  freeLookFrom: (days: number, what: string) => `${days} days from ${what}.`,
  freeLookEnds: (days: number, what: string, start: string, end: string) =>
    `${days} days from ${what} on ${start}: it ends on ${end}.`,
  broken: (event: string) =>
    `The event log does not verify: it was changed at event ${event} after it was written.`,
  fingerprintToday:
    "Today's fingerprint: the case began before its event log, and the bytes first delivered were not fingerprinted.",
  deliveredBeforeLog: "before this case's event log began",
  reviewedBeforeLog: (status: string, name: string) =>
    `${status} before this case's event log began, by ${name}`,
  contradicts:
    'Some of these facts contradict each other, so this certificate cannot be relied on. Please call support.',
  reviewStatuses: {
    Reviewed: 'Reviewed',
    Accepted: 'Accepted',
    Declined: 'Declined',
    Completed: 'Completed',
  },
  terms: {
    policyNumber: 'Policy number',
    contractNumber: 'Contract number',
    case: 'Case',
    product: 'Product',
    status: 'Status',
    issued: 'Certificate issued',
    annuity: 'Annuity',
    life: 'Life Insurance',
  },
} as const);

/** A catalog of the certificate's words in one language. */
export type CertificateTexts = Translation<typeof CERTIFICATE_TEXTS>;

/** '10/21/2026 09:30:00 am'. */
const dateTime = (iso: string, timeZone?: string, formats: Formats = US_FORMATS) =>
  `${formats.date(iso, timeZone)} ${formats.time(iso, timeZone)}`;

const byWhom = (s: CertificateStamp, timeZone: string | undefined, t: CertificateTexts, formats: Formats) =>
  `${dateTime(s.at, timeZone, formats)} ${t.by} ${s.name}`;

const documentName = (doc: Pick<CertificateDocument, 'documentType'>, isAnnuity: boolean) =>
  documentDisplayName(doc.documentType, isAnnuity).replace(/^View /, '');

export interface PartyLines {
  id: string;
  name: string;
  roles: string;
  consent: string;
  signature: string;
  signedDocuments: string[];
}

const AGENT_ROLES: readonly string[] = ['Agent', 'Bga', 'SubBga', 'IMO'];

export function partyLines(
  party: CertificateParty,
  timeZone?: string,
  t: CertificateTexts = CERTIFICATE_TEXTS,
  formats: Formats = US_FORMATS,
): PartyLines {
  const signature = party.signature;
  // An agent neither consents nor signs: saying "not recorded" would read as something missing (decision 363).
  const agent = !party.consentedAt && !signature && party.roles.every((role) => AGENT_ROLES.includes(role));
  // The name signed is the party's, which the typed name matched (decision 220); what was typed, with its
  // stray spaces gathered, follows when it reads differently.
  const typed = signature ? signature.typedName.trim().replace(/\s+/g, ' ') : '';
  return {
    id: party.id,
    name: party.displayName,
    roles: party.roles.map(formats.text).join(', '),
    consent: agent
      ? t.notAskedOfAgents
      : party.consentedAt
        ? t.consented(dateTime(party.consentedAt, timeZone, formats))
        : t.notRecorded,
    signature: agent
      ? t.notAskedOfAgents
      : signature
        ? t.signedAs(party.displayName, dateTime(signature.signedAt, timeZone, formats)) +
          (typed === party.displayName ? '' : t.typedAs(typed))
        : t.notRecorded,
    signedDocuments: signature?.documents.map((d) => `${d.documentId}: ${d.sha256}`) ?? [],
  };
}

export interface DocumentLines {
  id: string;
  name: string;
  fingerprint: string;
  /** Said beside a fingerprint that is not the one of the first delivery; null when it is. */
  fingerprintNote: string | null;
  delivered: string;
  opened: string[];
  reviewed: string[];
}

export function documentLines(
  doc: CertificateDocument,
  isAnnuity: boolean,
  timeZone?: string,
  t: CertificateTexts = CERTIFICATE_TEXTS,
  formats: Formats = US_FORMATS,
): DocumentLines {
  const statuses: Record<string, string> = t.reviewStatuses;
  return {
    id: doc.documentId,
    name: formats.text(documentName(doc, isAnnuity)),
    fingerprint: doc.sha256 ?? t.notYet,
    fingerprintNote: doc.sha256 !== null && doc.fingerprintTaken === 'today' ? t.fingerprintToday : null,
    delivered: doc.delivered
      ? byWhom(doc.delivered, timeZone, t, formats)
      : doc.deliveredBeforeLog
        ? t.deliveredBeforeLog
        : t.notYet,
    opened: doc.opened.map((s) => byWhom(s, timeZone, t, formats)),
    reviewed: [
      ...doc.reviewed.map(
        (s) => `${statuses[s.status] ?? s.status} ${t.on} ${byWhom(s, timeZone, t, formats)}`,
      ),
      ...doc.reviewedBeforeLog.map((s) => t.reviewedBeforeLog(statuses[s.status] ?? s.status, s.name)),
    ],
  };
}

export function paymentLine(
  p: Certificate['payments'][number],
  timeZone?: string,
  t: CertificateTexts = CERTIFICATE_TEXTS,
  formats: Formats = US_FORMATS,
): string {
  const source = formats.text(paymentSourceName(p.paymentSourceType));
  const method = p.methodLast4 ? `${source} ${t.endingIn} ${p.methodLast4}` : source;
  return t.payment(formats.money(p.amount), method, dateTime(p.at, timeZone, formats), p.confirmationLast4);
}

/** Delivery confirmation: an annuity's confirmations; a life case's delivery completes with its acceptance. */
export function deliveryLines(
  cert: Certificate,
  timeZone?: string,
  t: CertificateTexts = CERTIFICATE_TEXTS,
  formats: Formats = US_FORMATS,
): string[] {
  if (!cert.isAnnuity)
    return cert.accepted.length > 0
      ? cert.accepted.map((s) => t.completedWith(byWhom(s, timeZone, t, formats)))
      : [t.notYet];
  if (cert.deliveryConfirmations.length === 0) return [t.notYet];
  return cert.deliveryConfirmations.map((d) =>
    d.confirmedOn ? t.confirmedOn(dateTime(d.confirmedOn, timeZone, formats), d.name) : t.partyNotYet(d.name),
  );
}

export function acceptanceLines(
  cert: Certificate,
  timeZone?: string,
  t: CertificateTexts = CERTIFICATE_TEXTS,
  formats: Formats = US_FORMATS,
): string[] {
  return cert.accepted.length > 0 ? cert.accepted.map((s) => byWhom(s, timeZone, t, formats)) : [t.notYet];
}

/** 'Free look: 10 days from the acceptance on 10/21/2026; it ends on 10/31/2026.' */
export function freeLookLine(
  cert: Certificate,
  timeZone?: string,
  t: CertificateTexts = CERTIFICATE_TEXTS,
  formats: Formats = US_FORMATS,
): string {
  const { days, from, startedOn } = cert.freeLook;
  const what = from === 'acceptance' ? t.fromAcceptance : t.fromDeliveryConfirmation;
  if (!startedOn) return `${t.freeLookFrom(days, what)} ${t.freeLookNotStarted}`;
  const endDate = freeLookEndDate(startedOn, days, timeZone);
  const end =
    formats === US_FORMATS ? formatCalendarDate(endDate) : formats.date(calendarNoon(endDate), 'UTC');
  return t.freeLookEnds(days, what, formats.date(startedOn, timeZone), end);
}

export function chainLine(chain: Certificate['chain'], t: CertificateTexts = CERTIFICATE_TEXTS): string {
  if (chain.verifies) return `${t.verifies} ${t.events(chain.events)}`;
  return t.broken(String(chain.brokenAt ?? '?'));
}

/** The case and policy lines: what was delivered, to whom it belongs, and when this was issued. */
export function caseLines(
  cert: Certificate,
  timeZone?: string,
  t: CertificateTexts = CERTIFICATE_TEXTS,
  formats: Formats = US_FORMATS,
): { term: string; value: string }[] {
  return [
    { term: cert.isAnnuity ? t.terms.contractNumber : t.terms.policyNumber, value: cert.policyNumber },
    { term: t.terms.case, value: cert.caseId },
    { term: t.terms.product, value: cert.isAnnuity ? t.terms.annuity : t.terms.life },
    { term: t.terms.status, value: formats.text(displayStatus(cert.lifeCycleStatus)) },
    { term: t.terms.issued, value: dateTime(cert.issuedAt, timeZone, formats) },
  ];
}
