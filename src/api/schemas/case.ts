import * as v from 'valibot';
import { CaseId, Id, IsoDateTime } from './common.ts';
import { DocumentInfo } from './document.ts';
import { LifeCycleStatus } from './enums.ts';
import { MarkedPagesUpload } from './markedPages.ts';
import { Acceptance, Approval, Comment, DeliveryConfirmation, Party } from './party.ts';

/**
 * @internal a named part of the API contract, checked on its own with good and malformed payloads
 * (tests/unit/schemas.test.ts).
 */
export const DeliveryMethod = v.object({
  isDirectToInForce: v.boolean(),
  deliveryOrder: v.array(v.string()),
});
export type DeliveryMethod = v.InferOutput<typeof DeliveryMethod>;

/** SPEC §3 Case (epdCase). `partyId` is the caller's own party on the case, null for agents without one. */
export const Case = v.object({
  caseId: CaseId,
  policyNumber: v.string(),
  plob: v.nullable(v.number()),
  salesChannel: v.string(),
  productType: v.picklist(['Life', 'Annuity']),
  isAnnuity: v.boolean(),
  lifeCycleStatus: LifeCycleStatus,
  friendlyStatus: v.string(),
  status: v.string(),
  groupNumber: v.nullable(v.string()),
  lastUpdatedOn: IsoDateTime,
  partyId: v.nullable(Id),
  parties: v.array(Party),
  acceptances: v.array(Acceptance),
  approvals: v.array(Approval),
  deliveryConfirmations: v.array(DeliveryConfirmation),
  comments: v.array(Comment),
  documents: v.array(DocumentInfo),
  deliveryMethod: DeliveryMethod,
});
export type Case = v.InferOutput<typeof Case>;

/** GET /Dashboard: the case token, plus the caller's cases so the dashboard needs one call. */
export const DashboardResponse = v.object({
  agreementAuthToken: v.string(),
  cases: v.array(Case),
});
export type DashboardResponse = v.InferOutput<typeof DashboardResponse>;

/**
 * GET /Tracker/{caseId}/{currentPage}
 * @internal a named part of the API contract, checked on its own with good and malformed payloads
 *   (tests/unit/schemas.test.ts).
 */
export const TrackerStep = v.object({
  page: v.string(),
  label: v.string(),
  isComplete: v.boolean(),
  isActive: v.boolean(),
});
export const TrackerResponse = v.object({ steps: v.array(TrackerStep) });
export type TrackerResponse = v.InferOutput<typeof TrackerResponse>;

/** The answer of the action calls that report success (accept, release, change, comment, …). */
export const SuccessResponse = v.object({
  isSuccessful: v.boolean(),
  message: v.optional(v.string()),
});
export type SuccessResponse = v.InferOutput<typeof SuccessResponse>;

/**
 * The answer of a delivery confirmed from the e-mail's link: with the contract it confirmed, so the
 * welcome page can name it (decision 424). The key and e-mail were checked before it is told.
 */
export const DeliveryAcknowledgeResponse = v.object({
  ...SuccessResponse.entries,
  contract: v.optional(
    v.object({ policyNumber: v.string(), plob: v.nullable(v.number()), isAnnuity: v.boolean() }),
  ),
});
export type DeliveryAcknowledgeResponse = v.InferOutput<typeof DeliveryAcknowledgeResponse>;

/**
 * Characters that reorder or hide text when a comment is shown (bidi overrides, isolates and marks)
 * and control characters other than tab and line breaks.
 */
const isUnsafeCharacter = (code: number) =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x061c ||
  code === 0x200e ||
  code === 0x200f ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);

export const removeUnsafeCharacters = (text: string): string =>
  Array.from(text)
    .filter((character) => !isUnsafeCharacter(character.codePointAt(0) ?? 0))
    .join('');

/**
 * Whether a text shows anything: a character that is not white space, a format character (zero-width
 * spaces and joiners, word joiner, BOM, soft hyphen), a combining mark or variation selector, or one
 * of the letters and symbols that draw as blank (Hangul fillers, braille blank).
 */
export const hasVisibleText = (text: string) =>
  /[^\p{White_Space}\p{Cf}\p{Mn}\p{Me}\u115F\u1160\u3164\uFFA0\u2800]/u.test(text);

/** Question or change text sent as a JSON string body (SPEC §7 "body text"); unsafe characters removed. */
export const CommentText = v.pipe(
  v.string(),
  v.transform(removeUnsafeCharacters),
  v.trim(),
  v.minLength(1, 'must not be empty'),
  v.check(hasVisibleText, 'must not be empty'),
  v.maxLength(4000, 'is too long'),
);

/**
 * The text with the pages the customer marked up in a document (decision 285).
 * @internal a named part of the API contract, checked on its own with good and malformed payloads
 *   (tests/unit/schemas.test.ts).
 */
export const CommentWithMarkedPages = v.object({
  text: CommentText,
  markedPages: MarkedPagesUpload,
});
export type CommentWithMarkedPages = v.InferOutput<typeof CommentWithMarkedPages>;

/** A customer's question or change request: SPEC's body text, or the text with marked pages. */
export const CommentRequest = v.union(
  [CommentText, CommentWithMarkedPages],
  'must be the text, or the text with marked pages',
);
export type CommentRequest = v.InferOutput<typeof CommentRequest>;

/**
 * @internal a named part of the API contract, checked on its own with good and malformed payloads
 * (tests/unit/schemas.test.ts).
 */
export const CommentPayload = v.object({
  caseId: CaseId,
  kind: v.picklist(['question', 'change']),
  text: CommentText,
});
export type CommentPayload = v.InferOutput<typeof CommentPayload>;

export const DeliveryAcknowledgeRequest = v.object({
  emailAddress: v.pipe(v.string(), v.email('must be an e-mail address')),
});
export type DeliveryAcknowledgeRequest = v.InferOutput<typeof DeliveryAcknowledgeRequest>;

/**
 * @internal a named part of the API contract, checked on its own with good and malformed payloads
 * (tests/unit/schemas.test.ts).
 */
export const IsoDate = IsoDateTime;
