import * as v from 'valibot';
import { Digits6to17, Id, IsoDateTime, Money, PaymentAmount } from './common.ts';
import { BankAccountType, PaymentSourceType, PaymentStatus, RecurringOption } from './enums.ts';
import { ACCOUNT_HOLDER_NAME_MAX } from './limits.ts';

export const FrequencyOption = v.object({
  frequency: v.string(),
  recurringAmount: Money,
  initialAmountDue: Money,
  isCurrent: v.boolean(),
});
export type FrequencyOption = v.InferOutput<typeof FrequencyOption>;

/**
 * @internal a named part of the API contract, checked on its own with good and malformed payloads
 * (tests/unit/schemas.test.ts).
 */
export const PaymentMethodOnFile = v.object({
  paymentSourceType: PaymentSourceType,
  description: v.string(),
  hasAllInfoNeeded: v.boolean(),
});
export type PaymentMethodOnFile = v.InferOutput<typeof PaymentMethodOnFile>;

/**
 * A method a payment was made with. `description` ('Card ending in 4444 12/29', 'Checking Account ending
 * in 6789') is beyond SPEC's fields, for the receipt (decision 077); without it the receipt names the
 * kind of method only.
 */
export const PaymentMethodUsed = v.object({
  paymentSourceType: PaymentSourceType,
  description: v.optional(v.pipe(v.string(), v.maxLength(80))),
});
export type PaymentMethodUsed = v.InferOutput<typeof PaymentMethodUsed>;

export const PaymentRecord = v.object({
  paymentId: Id,
  confirmationNumber: v.string(),
  paymentMethod: PaymentMethodUsed,
  timeStamp: IsoDateTime,
  amount: Money,
});
export type PaymentRecord = v.InferOutput<typeof PaymentRecord>;

/**
 * @internal a named part of the API contract, checked on its own with good and malformed payloads
 * (tests/unit/schemas.test.ts).
 */
export const RecurringEnrollmentDetails = v.object({
  isEnrolledInRecurring: v.boolean(),
  enrolledPaymentMethod: v.nullable(PaymentMethodUsed),
  enrolledOn: v.nullable(IsoDateTime),
  requiresRecurringSetup: v.boolean(),
});
export type RecurringEnrollmentDetails = v.InferOutput<typeof RecurringEnrollmentDetails>;

/** GET /Payments/{caseId}. `initialAmountDue` absent or null reads 'Payment info not available'. */
export const PaymentInfo = v.object({
  paymentStatus: PaymentStatus,
  initialAmountDue: v.nullish(Money),
  canChangePaymentFrequency: v.boolean(),
  paymentFrequencyOptions: v.array(FrequencyOption),
  paymentMethods: v.array(PaymentMethodOnFile),
  availableSourcesForInitialPayment: v.array(PaymentSourceType),
  availableSourcesForRecurringSetup: v.array(PaymentSourceType),
  paymentsOnRecord: v.array(PaymentRecord),
  recurringEnrollmentDetails: RecurringEnrollmentDetails,
});
export type PaymentInfo = v.InferOutput<typeof PaymentInfo>;

export const BankAccountInput = v.object({
  bankAccountType: v.optional(BankAccountType, 'Checking'),
  routingNumber: Digits6to17,
  accountNumber: Digits6to17,
  accountHolderName: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'is required'),
    v.maxLength(ACCOUNT_HOLDER_NAME_MAX),
  ),
  description: v.optional(v.string()),
  isReadOnly: v.optional(v.boolean(), false),
  hasAllInfoNeeded: v.optional(v.boolean(), true),
  paymentSourceType: v.optional(v.literal('BankAccount'), 'BankAccount'),
  isDefaultForRecurring: v.optional(v.boolean(), false),
});
export type BankAccountInput = v.InferOutput<typeof BankAccountInput>;

/** Read from the hosted card form's frame address (ccexp, transarmortokenproviderid, transarmortoken, txnauth). */
export const CardTokenResult = v.object({
  expirationDate: v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])\d{2}$/, 'must be MMYY')),
  providerId: v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'must be a provider id')),
  token: v.pipe(v.string(), v.minLength(4, 'must be a card token')),
  txnAuth: v.string(),
});
export type CardTokenResult = v.InferOutput<typeof CardTokenResult>;

export const PaymentCardSessionResponse = v.object({
  paymentCardSessionId: v.string(),
  cardFormUrl: v.pipe(v.string(), v.url('must be a URL')),
});
export type PaymentCardSessionResponse = v.InferOutput<typeof PaymentCardSessionResponse>;

export const InitialPaymentRequest = v.object({
  billingFrequency: v.string(),
  paymentMethodType: PaymentSourceType,
  bankAccount: v.optional(BankAccountInput),
  cardToken: v.optional(CardTokenResult),
  recurringOption: v.optional(RecurringOption),
  paymentAmount: PaymentAmount,
});
export type InitialPaymentRequest = v.InferOutput<typeof InitialPaymentRequest>;

export const RecurringPaymentRequest = v.object({
  paymentMethodType: PaymentSourceType,
  bankAccount: v.optional(BankAccountInput),
  cardToken: v.optional(CardTokenResult),
});
export type RecurringPaymentRequest = v.InferOutput<typeof RecurringPaymentRequest>;

export const PaymentResult = v.object({
  isSuccessful: v.boolean(),
  paymentId: v.nullable(Id),
  confirmationNumber: v.nullable(v.string()),
  paymentStatus: PaymentStatus,
});
export type PaymentResult = v.InferOutput<typeof PaymentResult>;
