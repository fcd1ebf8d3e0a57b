import type { Certificate, CertificateDocument, CertificateStamp } from '../src/api/schemas/index.ts';
import { freeLookDaysFor, freeLookStart, lastOfAll } from '../src/domain/acceptance/freeLook.ts';
import { lastFour, methodLastFour } from '../src/domain/payment/lastFour.ts';
import { contradictionsOf } from '../src/domain/record/certificateChecks.ts';
import { type CaseEvent, type ChainCheck, DOCUMENT_READS, GENESIS } from './store/caseEvents.ts';
import type { StoredCase, StoredDocument } from './store/types.ts';

export interface CertificateSources {
  stored: StoredCase;
  events: CaseEvent[];
  chain: ChainCheck;
  /** The fingerprint fixed at a document's first delivery (decision 211), or null. */
  fingerprintOf: (documentId: string) => string | null;
  /** The fingerprint of the document's bytes as served today, or null when not worked out. */
  todaysFingerprintOf?: (documentId: string) => string | null;
  now: string;
}

const READS: readonly string[] = DOCUMENT_READS;
const REVIEWS: readonly string[] = ['acceptDocument', 'completeDocument', 'reviewDocument'];

/**
 * The certificate of delivery (decision 232): every line read from the stored case,
 * its fingerprints and its event log; numbers cut to their last four characters here, before they leave.
 */
export function certificateOf({
  stored,
  events,
  chain,
  fingerprintOf,
  todaysFingerprintOf = () => null,
  now,
}: CertificateSources): Certificate {
  const name = (partyId: string) => stored.parties.find((p) => p.id === partyId)?.displayName ?? partyId;
  const stamp = (at: string, partyId: string): CertificateStamp => ({ at, partyId, name: name(partyId) });
  const acceptedOn = lastOfAll(stored.acceptances.map((a) => (a.isComplete ? a.closedOn : null)));
  const deliveryConfirmedOn = lastOfAll(stored.deliveryConfirmations.map((d) => d.confirmedOn));
  const start = freeLookStart({ isAnnuity: stored.isAnnuity, acceptedOn, deliveryConfirmedOn });
  const last = events.at(-1);
  // An acceptance the log never saw was made before the log began: so were the deliveries it covered.
  const acceptedBeforeLog = stored.acceptances.some(
    (a) => a.isComplete && !events.some((e) => e.call === 'acceptCase' && e.by === a.partyId),
  );
  const fingerprints = { fixed: fingerprintOf, today: todaysFingerprintOf };
  const facts: Omit<Certificate, 'contradictions'> = {
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
    documents: stored.documents.map((doc) =>
      documentFacts(doc, events, fingerprints, stamp, acceptedBeforeLog),
    ),
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
  // The certificate checks itself before it is issued (decision 384).
  return { ...facts, contradictions: contradictionsOf(facts) };
}

function documentFacts(
  doc: StoredDocument,
  events: CaseEvent[],
  fingerprints: {
    fixed: (documentId: string) => string | null;
    today: (documentId: string) => string | null;
  },
  stamp: (at: string, partyId: string) => CertificateStamp,
  acceptedBeforeLog: boolean,
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
  // Completed before the log began and never dated: said so, never 'not yet' (decision 384).
  const undated = Object.entries(doc.reviews).flatMap(([partyId, review]) =>
    review.isReviewComplete && !reviewed.some((r) => r.partyId === partyId)
      ? [{ partyId, name: stamp('', partyId).name, status: review.currentReviewStatus ?? 'Reviewed' }]
      : [],
  );
  const openings = [...opened.values()];
  // A review the log never saw (seeded, or a case put in place) was of a delivery before the log.
  const reviewedBeforeLog = Object.entries(doc.reviews).some(
    ([partyId, review]) =>
      review.isReviewComplete && !about.some((e) => e.by === partyId && REVIEWS.includes(e.call)),
  );
  if (acceptedBeforeLog || reviewedBeforeLog) {
    // Its first delivery is not in the log and its bytes then were never fingerprinted: say so, and
    // give today's fingerprint rather than date the delivery by a later opening (decision 384).
    return {
      documentId: doc.documentId,
      documentType: doc.documentType,
      sha256: fingerprints.today(doc.documentId) ?? fingerprints.fixed(doc.documentId),
      fingerprintTaken: 'today',
      delivered: null,
      deliveredBeforeLog: true,
      opened: openings,
      reviewed,
      reviewedBeforeLog: undated,
    };
  }
  return {
    documentId: doc.documentId,
    documentType: doc.documentType,
    sha256: fingerprints.fixed(doc.documentId),
    fingerprintTaken: 'atDelivery',
    delivered: openings[0] ?? null,
    deliveredBeforeLog: false,
    opened: openings,
    reviewed,
    reviewedBeforeLog: undated,
  };
}
