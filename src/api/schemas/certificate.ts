import * as v from 'valibot';
import { CaseId, Id, IsoDateTime, Money } from './common.ts';
import { DocumentType, LifeCycleStatus, PartyRole, PaymentSourceType } from './enums.ts';
import { Signature } from './signature.ts';

/**
 * GET cases/{caseId}/certificate (decision 232): the facts of a finished delivery,
 * each read from the sandbox's case, fingerprints and event log. Beyond SPEC's calls.
 */

const Sha256 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be a lower-case SHA-256'));

/** Who did something and when: a party of the case, named as the case names them. */
export const CertificateStamp = v.object({ at: IsoDateTime, partyId: v.string(), name: v.string() });
export type CertificateStamp = v.InferOutput<typeof CertificateStamp>;

export const CertificateParty = v.object({
  id: Id,
  displayName: v.string(),
  roles: v.array(PartyRole),
  consentedAt: v.optional(IsoDateTime),
  signature: v.optional(Signature),
});
export type CertificateParty = v.InferOutput<typeof CertificateParty>;

export const CertificateDocument = v.object({
  documentId: Id,
  documentType: DocumentType,
  /**
   * Fixed when first delivered (decision 211); for a document delivered before the case's event log
   * began, today's (decision 384); null while it never was delivered.
   */
  sha256: v.nullable(Sha256),
  /** 'today' when the bytes first delivered were never fingerprinted: `sha256` is of today's bytes. */
  fingerprintTaken: v.picklist(['atDelivery', 'today']),
  delivered: v.nullable(CertificateStamp),
  /** Delivered before the case's event log began (a case seeded or put in place): when is not known. */
  deliveredBeforeLog: v.boolean(),
  opened: v.array(CertificateStamp),
  reviewed: v.array(v.object({ ...CertificateStamp.entries, status: v.string() })),
  /** Reviews completed before the case's event log began, with no time on record (decision 384). */
  reviewedBeforeLog: v.array(v.object({ partyId: v.string(), name: v.string(), status: v.string() })),
});
export type CertificateDocument = v.InferOutput<typeof CertificateDocument>;

/** Never a whole number: the schema itself refuses more than four characters (decision 232). */
const LastFour = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9]{0,4}$/, 'must be at most the last four characters'),
);

/**
 * @internal a named part of the API contract, checked on its own with good and malformed payloads
 * (tests/unit/schemas.test.ts).
 */
export const CertificatePayment = v.object({
  confirmationLast4: LastFour,
  amount: Money,
  at: IsoDateTime,
  paymentSourceType: PaymentSourceType,
  methodLast4: v.nullable(LastFour),
});
export type CertificatePayment = v.InferOutput<typeof CertificatePayment>;

/**
 * @internal a named part of the API contract, checked on its own with good and malformed payloads
 * (tests/unit/schemas.test.ts).
 */
export const CertificateChain = v.object({
  verifies: v.boolean(),
  /** The hash of the last event stored, whether or not the chain up to it verifies. */
  lastHash: Sha256,
  events: v.number(),
  brokenAt: v.nullable(v.number()),
});
export type CertificateChain = v.InferOutput<typeof CertificateChain>;

/** Facts of one certificate that cannot all be true (src/domain/record/certificateChecks.ts, decision 384). */
export const CertificateContradiction = v.object({
  rule: v.picklist([
    'reviewedWithoutDelivery',
    'acceptedWithoutDelivery',
    'deliveredWithoutFingerprint',
    'reviewedBeforeDelivery',
    'acceptedBeforeDelivery',
    'reviewedAfterAcceptance',
    'confirmedBeforeAcceptance',
    'paidAfterAcceptance',
    'paidBeforeReview',
  ]),
  documentId: v.nullable(v.string()),
  partyId: v.nullable(v.string()),
});
export type CertificateContradiction = v.InferOutput<typeof CertificateContradiction>;

export const Certificate = v.object({
  caseId: CaseId,
  policyNumber: v.string(),
  productType: v.picklist(['Life', 'Annuity']),
  isAnnuity: v.boolean(),
  lifeCycleStatus: LifeCycleStatus,
  issuedAt: IsoDateTime,
  parties: v.array(CertificateParty),
  documents: v.array(CertificateDocument),
  accepted: v.array(CertificateStamp),
  deliveryConfirmations: v.array(
    v.object({ partyId: v.string(), name: v.string(), confirmedOn: v.nullable(IsoDateTime) }),
  ),
  payments: v.array(CertificatePayment),
  freeLook: v.object({
    days: v.pipe(v.number(), v.integer(), v.minValue(1)),
    from: v.picklist(['acceptance', 'deliveryConfirmation']),
    /** When delivery completed (life: the acceptance; annuity: the last delivery confirmation). */
    startedOn: v.nullable(IsoDateTime),
  }),
  chain: CertificateChain,
  /** What the certificate found contradicting itself when it was issued: empty when its facts agree. */
  contradictions: v.array(CertificateContradiction),
});
export type Certificate = v.InferOutput<typeof Certificate>;
