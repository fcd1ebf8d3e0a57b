import type { Certificate, CertificateDocument, CertificateStamp } from '../src/api/schemas/index.ts';
import { freeLookDaysFor, freeLookStart, lastOfAll } from '../src/domain/freeLook.ts';
import { lastFour, methodLastFour } from '../src/domain/lastFour.ts';
import { type CaseEvent, type ChainCheck, DOCUMENT_READS, GENESIS } from './store/caseEvents.ts';
import type { StoredCase, StoredDocument } from './store/types.ts';

export interface CertificateSources {
  stored: StoredCase;
  events: CaseEvent[];
  chain: ChainCheck;
  /** The fingerprint fixed at a document's first delivery (decision 211), or null. */
  fingerprintOf: (documentId: string) => string | null;
  now: string;
}

const READS: readonly string[] = DOCUMENT_READS;
const REVIEWS: readonly string[] = ['acceptDocument', 'completeDocument', 'reviewDocument'];

/**
 * The certificate of delivery (issue 23 point 4, decision 232): every line read from the stored case,
 * its fingerprints and its event log; numbers cut to their last four characters here, before they leave.
 */
export function certificateOf({
  stored,
  events,
  chain,
  fingerprintOf,
  now,
}: CertificateSources): Certificate {
  const name = (partyId: string) => stored.parties.find((p) => p.id === partyId)?.displayName ?? partyId;
  const stamp = (at: string, partyId: string): CertificateStamp => ({ at, partyId, name: name(partyId) });
  const acceptedOn = lastOfAll(stored.acceptances.map((a) => (a.isComplete ? a.closedOn : null)));
  const deliveryConfirmedOn = lastOfAll(stored.deliveryConfirmations.map((d) => d.confirmedOn));
  const start = freeLookStart({ isAnnuity: stored.isAnnuity, acceptedOn, deliveryConfirmedOn });
  const last = events.at(-1);
  return {
    caseId: stored.caseId,
    policyNumber: stored.policyNumber,
    productType: stored.productType,
    isAnnuity: stored.isAnnuity,
    lifeCycleStatus: stored.lifeCycleStatus,
    issuedAt: now,
    parties: stored.parties.map(({ id, displayName, roles, consentedAt, signature }) => ({
      id,
      displayName,
      roles,
      ...(consentedAt ? { consentedAt } : {}),
      ...(signature ? { signature } : {}),
    })),
    documents: stored.documents.map((doc) => documentFacts(doc, events, fingerprintOf, stamp)),
    accepted: stored.acceptances.flatMap((a) =>
      a.isComplete && a.closedOn ? [stamp(a.closedOn, a.partyId)] : [],
    ),
    deliveryConfirmations: stored.deliveryConfirmations.map((d) => ({
      partyId: d.partyId,
      name: name(d.partyId),
      confirmedOn: d.confirmedOn,
    })),
    payments: stored.payment.paymentsOnRecord.map((p) => ({
      confirmationLast4: lastFour(p.confirmationNumber),
      amount: p.amount,
      at: p.timeStamp,
      paymentSourceType: p.paymentMethod.paymentSourceType,
      methodLast4: methodLastFour(p.paymentMethod.description),
    })),
    freeLook: {
      days: stored.freeLookDays ?? freeLookDaysFor(stored.documents.map((d) => d.documentType)),
      from: start.from,
      startedOn: start.on,
    },
    chain: {
      verifies: chain.intact,
      lastHash: last?.hash ?? GENESIS,
      events: events.length,
      brokenAt: chain.intact ? null : chain.brokenAt,
    },
  };
}

function documentFacts(
  doc: StoredDocument,
  events: CaseEvent[],
  fingerprintOf: (documentId: string) => string | null,
  stamp: (at: string, partyId: string) => CertificateStamp,
): CertificateDocument {
  const about = events.filter((e) => e.documentId === doc.documentId);
  const opened = new Map<string, CertificateStamp>();
  for (const e of about) if (READS.includes(e.call) && !opened.has(e.by)) opened.set(e.by, stamp(e.at, e.by));
  const reviewed = Object.entries(doc.reviews).flatMap(([partyId, review]) => {
    if (!review.isReviewComplete) return [];
    // The party's last review call on the document is when its decision became the one it is.
    const at =
      about.filter((e) => e.by === partyId && REVIEWS.includes(e.call)).at(-1)?.at ??
      review.acceptedOrDeclinedOn;
    return at ? [{ ...stamp(at, partyId), status: review.currentReviewStatus ?? 'Reviewed' }] : [];
  });
  const openings = [...opened.values()];
  return {
    documentId: doc.documentId,
    documentType: doc.documentType,
    sha256: fingerprintOf(doc.documentId),
    delivered: openings[0] ?? null,
    opened: openings,
    reviewed,
  };
}
