import type {
  Certificate,
  CertificateDocument,
  CertificateParty,
  CertificateStamp,
} from '../api/schemas/certificate.ts';
import { displayStatus } from './agentSearch.ts';
import { paymentSourceName } from './confirmationPayments.ts';
import { formatUsDate, formatUsTime } from './dates.ts';
import { documentDisplayName } from './documents.ts';
import { freeLookEndDate } from './freeLook.ts';
import { formatUsd } from './money.ts';
import { formatCalendarDate } from './whatNext.ts';

/**
 * The certificate of delivery's lines (issue 23 point 4, decision 232), in words: every date and time
 * in the viewer's time zone (SPEC §9), every absent fact said to be absent, never guessed.
 */
export const CERTIFICATE_TEXTS = {
  title: 'Certificate of delivery',
  notRecorded: 'not recorded',
  notYet: 'not yet',
  print: 'Print or save as PDF',
  verifies: 'The event log verifies: each event carries the hash of the one before.',
  freeLookNotStarted: 'It starts when delivery is complete.',
} as const;

/** '10/21/2026 09:30:00 am'. */
export const dateTime = (iso: string, timeZone?: string) =>
  `${formatUsDate(iso, timeZone)} ${formatUsTime(iso, timeZone)}`;

const byWhom = (s: CertificateStamp, timeZone?: string) => `${dateTime(s.at, timeZone)} by ${s.name}`;

export const documentName = (doc: Pick<CertificateDocument, 'documentType'>, isAnnuity: boolean) =>
  documentDisplayName(doc.documentType, isAnnuity).replace(/^View /, '');

export interface PartyLines {
  id: string;
  name: string;
  roles: string;
  consent: string;
  signature: string;
  signedDocuments: string[];
}

export function partyLines(party: CertificateParty, timeZone?: string): PartyLines {
  const signature = party.signature;
  return {
    id: party.id,
    name: party.displayName,
    roles: party.roles.join(', '),
    consent: party.consentedAt
      ? `Consented to electronic records on ${dateTime(party.consentedAt, timeZone)}`
      : CERTIFICATE_TEXTS.notRecorded,
    signature: signature
      ? `Signed as “${signature.typedName}” on ${dateTime(signature.signedAt, timeZone)}`
      : CERTIFICATE_TEXTS.notRecorded,
    signedDocuments: signature?.documents.map((d) => `${d.documentId}: ${d.sha256}`) ?? [],
  };
}

export interface DocumentLines {
  id: string;
  name: string;
  fingerprint: string;
  delivered: string;
  opened: string[];
  reviewed: string[];
}

export function documentLines(
  doc: CertificateDocument,
  isAnnuity: boolean,
  timeZone?: string,
): DocumentLines {
  return {
    id: doc.documentId,
    name: documentName(doc, isAnnuity),
    fingerprint: doc.sha256 ?? CERTIFICATE_TEXTS.notYet,
    delivered: doc.delivered ? byWhom(doc.delivered, timeZone) : CERTIFICATE_TEXTS.notYet,
    opened: doc.opened.map((s) => byWhom(s, timeZone)),
    reviewed: doc.reviewed.map((s) => `${s.status} on ${byWhom(s, timeZone)}`),
  };
}

export function paymentLine(p: Certificate['payments'][number], timeZone?: string): string {
  const method = p.methodLast4
    ? `${paymentSourceName(p.paymentSourceType)} ending in ${p.methodLast4}`
    : paymentSourceName(p.paymentSourceType);
  return `${formatUsd(p.amount)} by ${method} on ${dateTime(p.at, timeZone)}, confirmation number ending in ${p.confirmationLast4}`;
}

/** Delivery confirmation: an annuity's confirmations; a life case's delivery completes with its acceptance. */
export function deliveryLines(cert: Certificate, timeZone?: string): string[] {
  if (!cert.isAnnuity)
    return cert.accepted.length > 0
      ? cert.accepted.map((s) => `Completed with the acceptance on ${byWhom(s, timeZone)}`)
      : [CERTIFICATE_TEXTS.notYet];
  if (cert.deliveryConfirmations.length === 0) return [CERTIFICATE_TEXTS.notYet];
  return cert.deliveryConfirmations.map((d) =>
    d.confirmedOn
      ? `Confirmed on ${dateTime(d.confirmedOn, timeZone)} by ${d.name}`
      : `${d.name}: ${CERTIFICATE_TEXTS.notYet}`,
  );
}

export function acceptanceLines(cert: Certificate, timeZone?: string): string[] {
  return cert.accepted.length > 0
    ? cert.accepted.map((s) => byWhom(s, timeZone))
    : [CERTIFICATE_TEXTS.notYet];
}

/** 'Free look: 10 days from the acceptance on 10/21/2026; it ends on 10/31/2026.' */
export function freeLookLine(cert: Certificate, timeZone?: string): string {
  const { days, from, startedOn } = cert.freeLook;
  const what = from === 'acceptance' ? 'the acceptance' : 'the delivery confirmation';
  if (!startedOn) return `${days} days from ${what}. ${CERTIFICATE_TEXTS.freeLookNotStarted}`;
  const end = formatCalendarDate(freeLookEndDate(startedOn, days, timeZone));
  return `${days} days from ${what} on ${formatUsDate(startedOn, timeZone)}: it ends on ${end}.`;
}

export function chainLine(chain: Certificate['chain']): string {
  if (chain.verifies) return `${CERTIFICATE_TEXTS.verifies} (${chain.events} events)`;
  return `The event log does not verify: it was changed at event ${chain.brokenAt ?? '?'} after it was written.`;
}

/** The case and policy lines: what was delivered, to whom it belongs, and when this was issued. */
export function caseLines(cert: Certificate, timeZone?: string): { term: string; value: string }[] {
  return [
    { term: cert.isAnnuity ? 'Contract number' : 'Policy number', value: cert.policyNumber },
    { term: 'Case', value: cert.caseId },
    { term: 'Product', value: cert.isAnnuity ? 'Annuity' : 'Life Insurance' },
    { term: 'Status', value: displayStatus(cert.lifeCycleStatus) },
    { term: 'Certificate issued', value: dateTime(cert.issuedAt, timeZone) },
  ];
}
