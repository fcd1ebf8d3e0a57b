import * as v from 'valibot';
import { CaseId, Id, IsoDateTime, Sha256 } from './common.ts';
import { CurrentReviewStatus, DocumentType, ReplaceOrFinance, ReviewStatus } from './enums.ts';

/** A document as listed on a case: everything but its bytes. */
export const DocumentInfo = v.object({
  documentId: Id,
  caseId: CaseId,
  documentType: DocumentType,
  requiredReviewStatus: v.array(ReviewStatus),
  isReviewRequired: v.boolean(),
  isReviewComplete: v.boolean(),
  currentReviewStatus: v.nullable(CurrentReviewStatus),
  acceptedOrDeclinedOn: v.nullable(IsoDateTime),
  pageCount: v.optional(v.number()),
});
export type DocumentInfo = v.InferOutput<typeof DocumentInfo>;

/**
 * A document with its content: a base64 PDF. `sha256` (beyond SPEC's fields, decision 211) is the
 * content's fingerprint as the insurer first delivered it; an API without it still works.
 */
export const Document = v.object({
  ...DocumentInfo.entries,
  content: v.string(),
  sha256: v.optional(Sha256),
});
export type Document = v.InferOutput<typeof Document>;

export const DocumentList = v.array(Document);
export type DocumentList = v.InferOutput<typeof DocumentList>;

/**
 * One answer to a form question. Replacement-form policy answers carry the policy's index (0–2);
 * the delivery receipt's decline carries `newIssueDate` (MM/DD/YYYY).
 */
export const Answer = v.object({
  questionId: v.picklist([
    'mightDiscontinue',
    'mightFinance',
    'replacementReason',
    'policyNumber',
    'insuredName',
    'insurerName',
    'replaceOrFinance',
    'newIssueDate',
  ]),
  value: v.pipe(v.string(), v.maxLength(2000, 'is too long')),
  policyIndex: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2, 'at most 3 policies')),
  ),
});
export type Answer = v.InferOutput<typeof Answer>;

/** SPEC §3 Replacement form answers, as the portal builds them before flattening to `Answer[]`. */
export const ReplacementPolicy = v.object({
  policyNumber: v.string(),
  insuredName: v.string(),
  insurerName: v.string(),
  replaceOrFinance: ReplaceOrFinance,
});
/**
 * @internal a named part of the API contract, checked on its own with good and malformed payloads
 * (tests/unit/schemas.test.ts).
 */
export const ReplacementFormAnswers = v.object({
  mightDiscontinue: v.picklist(['yes', 'no']),
  mightFinance: v.picklist(['yes', 'no']),
  replacementReason: v.string(),
  policies: v.pipe(v.array(ReplacementPolicy), v.maxLength(3, 'at most 3 policies can be listed')),
});
export type ReplacementFormAnswers = v.InferOutput<typeof ReplacementFormAnswers>;

export const AcceptDocumentRequest = v.object({
  newStatus: v.picklist(['Accepted', 'Declined']),
  declinationNote: v.optional(v.pipe(v.string(), v.maxLength(4000, 'is too long'))),
  answers: v.optional(v.array(Answer)),
});
export type AcceptDocumentRequest = v.InferOutput<typeof AcceptDocumentRequest>;

export const CompleteDocumentRequest = v.object({
  answers: v.array(Answer),
});
export type CompleteDocumentRequest = v.InferOutput<typeof CompleteDocumentRequest>;

/** Every document action answers the updated document and the next one to review ("go next"). */
export const DocumentActionResult = v.object({
  document: DocumentInfo,
  nextDocumentId: v.nullable(Id),
});
export type DocumentActionResult = v.InferOutput<typeof DocumentActionResult>;
