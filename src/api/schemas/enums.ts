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

const PARTY_ROLES = ['Insured', 'Owner', 'Annuitant', 'Agent', 'Bga', 'SubBga', 'IMO'] as const;
export const PartyRole = v.picklist(PARTY_ROLES);
export type PartyRole = v.InferOutput<typeof PartyRole>;

/**
 * @internal a table the tests walk whole, read from here so that a new row is tested without a new test
 * (tests/sandbox/pdf.test.ts).
 */
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

const REVIEW_STATUSES = ['Reviewed', 'Accepted', 'Completed'] as const;
export const ReviewStatus = v.picklist(REVIEW_STATUSES);
export type ReviewStatus = v.InferOutput<typeof ReviewStatus>;

/** What a party decided on a document; `Declined` only comes from the accept call. */
const CURRENT_REVIEW_STATUSES = ['Reviewed', 'Accepted', 'Declined', 'Completed'] as const;
export const CurrentReviewStatus = v.picklist(CURRENT_REVIEW_STATUSES);
export type CurrentReviewStatus = v.InferOutput<typeof CurrentReviewStatus>;

const PAYMENT_SOURCE_TYPES = ['BankAccount', 'CreditCard', 'DebitCard'] as const;
export const PaymentSourceType = v.picklist(PAYMENT_SOURCE_TYPES);
export type PaymentSourceType = v.InferOutput<typeof PaymentSourceType>;

/**
 * @internal a table the tests walk whole, read from here so that a new row is tested without a new test
 * (tests/unit/i18n-journey-texts.test.ts).
 */
export const PAYMENT_STATUSES = ['InitialPaymentRequired', 'RecurringSetupRequired', 'Complete'] as const;
export const PaymentStatus = v.picklist(PAYMENT_STATUSES);
export type PaymentStatus = v.InferOutput<typeof PaymentStatus>;

/**
 * @internal a table the tests walk whole, read from here so that a new row is tested without a new test
 * (tests/unit/paymentStatus.test.ts).
 */
export const RECURRING_OPTIONS = ['SameAsInitial', 'NewPaymentMethod', 'Direct'] as const;
export const RecurringOption = v.picklist(RECURRING_OPTIONS);
export type RecurringOption = v.InferOutput<typeof RecurringOption>;

const BANK_ACCOUNT_TYPES = ['Checking', 'Savings'] as const;
export const BankAccountType = v.picklist(BANK_ACCOUNT_TYPES);
export type BankAccountType = v.InferOutput<typeof BankAccountType>;

export const SORT_COLUMNS = ['ValidFrom', 'LifeCycleStatus', 'PolicyNumber'] as const;
export const SortColumn = v.picklist(SORT_COLUMNS);
export type SortColumn = v.InferOutput<typeof SortColumn>;

export const SORT_ORDERS = ['Ascending', 'Descending'] as const;
export const SortOrder = v.picklist(SORT_ORDERS);
export type SortOrder = v.InferOutput<typeof SortOrder>;

const COMMENT_KINDS = ['question', 'change'] as const;
export const CommentKind = v.picklist(COMMENT_KINDS);
export type CommentKind = v.InferOutput<typeof CommentKind>;

export const REPLACE_OR_FINANCE = ['neither', 'Replaced', 'Financing'] as const;
export const ReplaceOrFinance = v.picklist(REPLACE_OR_FINANCE);
export type ReplaceOrFinance = v.InferOutput<typeof ReplaceOrFinance>;
