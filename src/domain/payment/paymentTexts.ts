import { textCatalog } from '../../i18n/message.ts';
import { SPEC_TEXTS } from '../failureTexts.ts';

/**
 * The payment's words (SPEC §3, §5, §8): the screens', the form's checks, the rules' refusals (the
 * sandbox answers with them too), and how a payment method is named. The machines and rules carry the
 * English; a view shows them through useTranslate() or useFormats().text.
 */

export const ENTRY_MESSAGES = textCatalog('entryMessages', {
  selectMethod: 'Please select a payment method.',
  invalidBankAccount: 'Please enter a valid bank account.',
  routingNumber: 'Please enter a valid routing number.',
  accountNumber: 'Please enter a valid account number (must be 6-17 digits in length).',
  holderName: 'An account holder name is required.',
  holderNameTooLong: (max: number) => `The account holder name can be at most ${max} characters long.`,
  accountType: 'Please choose Checking or Savings.',
  recurringOption: 'Please choose how your future payments will be made.',
  acknowledge: 'Please confirm that this bank account may be used for your future payments.',
  cardNeeded: 'Please enter your card details in the card form.',
  cardRefused: 'Please check the card details highlighted in the card form.',
  frequency: 'Please choose how often you pay.',
} as const);

export const PAYMENT_TEXTS = textCatalog('paymentTexts', {
  title: "Now, let's check on your payments",
  sequencedTitle: 'Review and Accept Policy',
  recurringTitle: 'Recurring Payments',
  recurringExplanation:
    'Set up how your future premiums will be paid. Future payments are drawn automatically from the bank account you choose on each due date.',
  complete: 'Your payments are complete!',
  notAvailable: 'Payment info not available',
  loadFailedHeading: SPEC_TEXTS.paymentLoadHeading,
  loadFailed: SPEC_TEXTS.paymentLoadFailed,
  notOwner: 'Only the policy owner can make payments for this policy.',
  cardError: SPEC_TEXTS.paymentCardError,
  terms:
    'By submitting, you authorize us to charge the amount shown to the payment method you entered. Recurring payments are drawn on each due date until you cancel them by calling customer service. Payments are subject to the terms and conditions of your policy.',
} as const);

/** The payment rules' refusals (src/domain/payment/paymentRules.ts), the portal's checks and the sandbox's 400s. */
export const PAYMENT_MESSAGES = textCatalog('paymentMessages', {
  frequencyLocked: 'The payment frequency of this policy can not be changed.',
  cardNotForRecurring:
    'A card can only be used for the first payment; choose a bank account for recurring payments.',
  directNotMonthly: 'Direct bill by mail is not offered for monthly payments.',
  cardMissing: 'Please enter your card in the card form.',
  bankAccountMissing: 'Please enter a valid bank account.',
  bankAccountKept: 'A bank account is already on file for this policy and can not be changed.',
  frequencyOneOf: (frequencies: string) => `Billing frequency must be one of ${frequencies}.`,
  amountMustBe: (amount: string) => `The payment amount must be ${amount}.`,
  sourceNotAccepted: (source: string) => `${source} is not accepted for this payment.`,
  recurringAccepts: (sources: string) => `Recurring payments accept ${sources} only.`,
  paymentsClosed: (status: string) => `Payments can not be made while the case is ${status}.`,
  changesUnderWay:
    'Changes to this policy have been requested. No payment is needed until it is ready for your review again; we will e-mail you then.',
  notReleased:
    'This policy is not ready for payment yet. We will e-mail you when it is ready for your review.',
  ended: 'Payments can no longer be made on this policy.',
} as const);

/** Why the payment status takes no such payment (machines/paymentStatus.ts; the sandbox's 409s). */
export const OUT_OF_TURN_TEXTS = textCatalog('outOfTurnTexts', {
  initialFirst: 'The initial payment must be made before recurring payments are set up.',
  initialMade: 'The initial payment has already been made.',
  complete: 'The payments for this policy are already complete.',
} as const);

/** A refused payment that SPEC §8 does not word (machines/payment.ts PAYMENT_FAILURES). */
export const PAYMENT_FAILURE_TEXTS = textCatalog('paymentFailureTexts', {
  network: 'The payment service could not be reached. Please try again.',
  fallback: 'The payment could not be completed. Please try again.',
} as const);

/** How a payment method is named (SPEC §3): its kind, and which one by the last four digits. */
export const METHOD_TEXTS = textCatalog('methodTexts', {
  BankAccount: 'Bank Account',
  CreditCard: 'Credit Card',
  DebitCard: 'Debit Card',
  card: 'Card',
  checkingEnding: (last4: string) => `Checking Account ending in ${last4}`,
  savingsEnding: (last4: string) => `Savings Account ending in ${last4}`,
  cardEnding: (last4: string, expiry: string) => `Card ending in ${last4} ${expiry}`,
  /** How the insurer names a card it took ('Visa ending in 1111 12/30'): the brand stays as it is. */
  brandCardEnding: (brand: string, last4: string, expiry: string) => `${brand} ending in ${last4} ${expiry}`,
  notEnrolled: 'Not enrolled in automatic bill payment.',
} as const);

/** The billing frequencies as the insurer names them (SPEC names Monthly). */
export const FREQUENCY_TEXTS = textCatalog('frequencyTexts', {
  Monthly: 'Monthly',
  Quarterly: 'Quarterly',
  SemiAnnual: 'Semi-Annual',
  Annual: 'Annual',
} as const);
