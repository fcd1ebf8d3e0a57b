import * as v from 'valibot';
import { Id, IsoDateTime } from './common.ts';
import { PartyRole } from './enums.ts';
import { Signature } from './signature.ts';

export const Party = v.object({
  id: Id,
  displayName: v.string(),
  emailAddress: v.nullable(v.pipe(v.string(), v.email('must be an e-mail address'))),
  roles: v.array(PartyRole),
  /** The signature this party adopted when accepting (decision 220); absent until then. */
  signature: v.optional(Signature),
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
});
export type Comment = v.InferOutput<typeof Comment>;
