import * as v from 'valibot';

export const LIFE_CYCLE_STATUSES = [
  'Initialized',
  'WaitingApproval',
  'WaitingRelease',
  'WaitingAcceptance',
  'WaitingCompletion',
  'WaitingDeliveryConfirmation',
  'Complete',
  'RevertedToPaper',
  'Canceled',
  'ReissueRequested',
  'ChangeRequested',
  'AgentChangeRequested',
  'BgaChangeRequested',
  'Unknown',
] as const;
export const LifeCycleStatus = v.picklist(LIFE_CYCLE_STATUSES);
export type LifeCycleStatus = v.InferOutput<typeof LifeCycleStatus>;

export const PARTY_ROLES = ['Insured', 'Owner', 'Annuitant', 'Agent', 'Bga', 'SubBga', 'IMO'] as const;
export const PartyRole = v.picklist(PARTY_ROLES);
export type PartyRole = v.InferOutput<typeof PartyRole>;

export const DOCUMENT_TYPES = [
  'SignedPolicy',
  'Amendment',
  'SpecialAmendment',
  'StatementOfHealth',
  'ReplacementForm',
  'EdjDeliveryReceipt',
  'SaveAge',
  'IllustrationSignature',
] as const;
export const DocumentType = v.picklist(DOCUMENT_TYPES);
export type DocumentType = v.InferOutput<typeof DocumentType>;

export const REVIEW_STATUSES = ['Reviewed', 'Accepted', 'Completed'] as const;
export const ReviewStatus = v.picklist(REVIEW_STATUSES);
export type ReviewStatus = v.InferOutput<typeof ReviewStatus>;

/** What a party decided on a document; `Declined` only comes from the accept call. */
export const CURRENT_REVIEW_STATUSES = ['Reviewed', 'Accepted', 'Declined', 'Completed'] as const;
export const CurrentReviewStatus = v.picklist(CURRENT_REVIEW_STATUSES);
export type CurrentReviewStatus = v.InferOutput<typeof CurrentReviewStatus>;

export const PAYMENT_SOURCE_TYPES = ['BankAccount', 'CreditCard', 'DebitCard'] as const;
export const PaymentSourceType = v.picklist(PAYMENT_SOURCE_TYPES);
export type PaymentSourceType = v.InferOutput<typeof PaymentSourceType>;

export const PAYMENT_STATUSES = ['InitialPaymentRequired', 'RecurringSetupRequired', 'Complete'] as const;
export const PaymentStatus = v.picklist(PAYMENT_STATUSES);
export type PaymentStatus = v.InferOutput<typeof PaymentStatus>;

export const RECURRING_OPTIONS = ['SameAsInitial', 'NewPaymentMethod', 'Direct'] as const;
export const RecurringOption = v.picklist(RECURRING_OPTIONS);
export type RecurringOption = v.InferOutput<typeof RecurringOption>;

export const BANK_ACCOUNT_TYPES = ['Checking', 'Savings'] as const;
export const BankAccountType = v.picklist(BANK_ACCOUNT_TYPES);
export type BankAccountType = v.InferOutput<typeof BankAccountType>;

export const SORT_COLUMNS = ['ValidFrom', 'LifeCycleStatus', 'PolicyNumber'] as const;
export const SortColumn = v.picklist(SORT_COLUMNS);
export type SortColumn = v.InferOutput<typeof SortColumn>;

export const SORT_ORDERS = ['Ascending', 'Descending'] as const;
export const SortOrder = v.picklist(SORT_ORDERS);
export type SortOrder = v.InferOutput<typeof SortOrder>;

export const COMMENT_KINDS = ['question', 'change'] as const;
export const CommentKind = v.picklist(COMMENT_KINDS);
export type CommentKind = v.InferOutput<typeof CommentKind>;

export const REPLACE_OR_FINANCE = ['neither', 'Replaced', 'Financing'] as const;
export const ReplaceOrFinance = v.picklist(REPLACE_OR_FINANCE);
export type ReplaceOrFinance = v.InferOutput<typeof ReplaceOrFinance>;
