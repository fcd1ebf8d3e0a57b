import * as v from 'valibot';
import { Id, IsoDateTime } from './common.ts';
import { PartyRole } from './enums.ts';
import { MarkedPagesInfo } from './markedPages.ts';
import { Signature } from './signature.ts';

/**
 * `consentedAt` (consent to electronic records) and `signature` (the accepting party's adopted
 * signature) are beyond SPEC's fields: absent, nothing was recorded.
 */
export const Party = v.object({
  id: Id,
  displayName: v.string(),
  emailAddress: v.nullable(v.pipe(v.string(), v.email('must be an e-mail address'))),
  roles: v.array(PartyRole),
  /**
   * When the party consented to electronic records on this case (E-SIGN §101(c), decision 212);
   * absent until they do.
   */
  consentedAt: v.optional(IsoDateTime),
  /** The signature this party adopted when accepting (decision 220); absent until then. */
  signature: v.optional(Signature),
  /**
   * An agent's business telephone, for a customer who wants paper (decision 425); only on agent
   * parties, and absent when the insurer has none.
   */
  phoneNumber: v.optional(v.pipe(v.string(), v.regex(/^[0-9+()\-. ]{7,20}$/, 'must be a telephone number'))),
});
export type Party = v.InferOutput<typeof Party>;

export const Acceptance = v.object({
  partyId: Id,
  status: v.picklist(['Complete', 'Incomplete']),
  isComplete: v.boolean(),
  isAssigned: v.boolean(),
  closedOn: v.nullable(IsoDateTime),
});
export type Acceptance = v.InferOutput<typeof Acceptance>;

export const Approval = v.object({
  partyId: Id,
  role: PartyRole,
  isAssigned: v.boolean(),
  isComplete: v.boolean(),
  closedOn: v.nullable(IsoDateTime),
});
export type Approval = v.InferOutput<typeof Approval>;

/**
 * `confirmedOn` is beyond SPEC's fields (decision 084): when the party confirmed delivery, for the
 * annuity confirmation's 'What to expect next'; without it the sentence names no date.
 */
export const DeliveryConfirmation = v.object({
  partyId: Id,
  confirmationKey: v.string(),
  confirmedOn: v.optional(v.nullable(IsoDateTime)),
});
export type DeliveryConfirmation = v.InferOutput<typeof DeliveryConfirmation>;

export const Comment = v.object({
  commentId: Id,
  commentorPartyId: Id,
  commentType: v.string(),
  createdDateTime: IsoDateTime,
  textDetails: v.string(),
  /** The pages the customer marked up and attached (decision 285); absent on a comment without. */
  markedPages: v.optional(MarkedPagesInfo),
});
export type Comment = v.InferOutput<typeof Comment>;

/** Which wording of the consent the customer read and answered (decision 212). */
export const ConsentRequest = v.object({
  disclosureVersion: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9][a-z0-9.-]{0,39}$/, 'must name a version of the consent text'),
  ),
});
export type ConsentRequest = v.InferOutput<typeof ConsentRequest>;

/** The consent as recorded: the first time it was given (a repeat changes nothing). */
export const ConsentResult = v.object({
  partyId: Id,
  consentedAt: IsoDateTime,
});
export type ConsentResult = v.InferOutput<typeof ConsentResult>;
