import type { BankAccountType, PaymentSourceType, RecurringOption } from '../../api/schemas/enums.ts';
import { ACCOUNT_HOLDER_NAME_MAX } from '../../api/schemas/limits.ts';
import type {
  BankAccountInput,
  CardTokenResult,
  FrequencyOption,
  InitialPaymentRequest,
  PaymentInfo,
  RecurringPaymentRequest,
} from '../../api/schemas/payment.ts';
import { type Formats, US_FORMATS } from '../formats.ts';
import { formatUsd } from '../money.ts';
import { lastFour } from './lastFour.ts';
import {
  amountDueFor,
  currentFrequency,
  type EnteredBankAccount,
  isCard,
  type PaymentFacts,
  recurringOptionsFor,
} from './paymentRules.ts';
import { ENTRY_MESSAGES, METHOD_TEXTS, PAYMENT_TEXTS } from './paymentTexts.ts';

/**
 * What the customer enters on the payment forms (SPEC §3, §5) and the checks made before anything is
 * sent. The server makes the rules of src/domain/payment/paymentRules again; these are the form's words.
 */

export { ENTRY_MESSAGES, PAYMENT_TEXTS };

// ---- the frequency options ----

interface FrequencyChoice {
  frequency: string;
  initialAmount: string;
  recurringAmount: string;
  isCurrent: boolean;
}

/**
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 * (tests/unit/payment-entry.test.ts).
 */
export const frequencyChoiceOf = (o: FrequencyOption): FrequencyChoice => ({
  frequency: o.frequency,
  initialAmount: formatUsd(o.initialAmountDue),
  recurringAmount: formatUsd(o.recurringAmount),
  isCurrent: o.isCurrent,
});

// ---- bank account ----

export interface BankDraft {
  bankAccountType: BankAccountType | '';
  routingNumber: string;
  accountNumber: string;
  accountHolderName: string;
}

export type BankField = keyof BankDraft;

export const EMPTY_BANK: BankDraft = {
  bankAccountType: 'Checking',
  routingNumber: '',
  accountNumber: '',
  accountHolderName: '',
};

const DIGITS_6_TO_17 = /^\d{6,17}$/;

/**
 * Every bank field's refusal at once, so each field can show its own (SPEC §5).
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/payment-entry.test.ts).
 */
export function bankAccountErrors(draft: BankDraft): Partial<Record<BankField, string>> {
  const errors: Partial<Record<BankField, string>> = {};
  if (draft.bankAccountType !== 'Checking' && draft.bankAccountType !== 'Savings')
    errors.bankAccountType = ENTRY_MESSAGES.accountType;
  if (!DIGITS_6_TO_17.test(draft.routingNumber.trim())) errors.routingNumber = ENTRY_MESSAGES.routingNumber;
  if (!DIGITS_6_TO_17.test(draft.accountNumber.trim())) errors.accountNumber = ENTRY_MESSAGES.accountNumber;
  const holderName = draft.accountHolderName.trim();
  if (holderName === '') errors.accountHolderName = ENTRY_MESSAGES.holderName;
  else if (holderName.length > ACCOUNT_HOLDER_NAME_MAX)
    errors.accountHolderName = ENTRY_MESSAGES.holderNameTooLong(ACCOUNT_HOLDER_NAME_MAX);
  return errors;
}

const ACCOUNT_ENDING: Record<BankAccountType, (last4: string) => string> = {
  Checking: METHOD_TEXTS.checkingEnding,
  Savings: METHOD_TEXTS.savingsEnding,
};

/**
 * SPEC §3: 'Checking Account ending in' plus the last four digits.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/payment-entry.test.ts).
 */
export const bankAccountDescription = (type: BankAccountType, accountNumber: string) =>
  ACCOUNT_ENDING[type](lastFour(accountNumber));

// ---- card ----

const CARD_BRANDS: Record<string, string> = {
  '1': 'Master Card',
  '2': 'Visa',
  '3': 'Discover',
  '6': 'American Express',
};

/**
 * SPEC §3: the brand by provider id; anything else is 'Card'.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/payment-entry.test.ts).
 */
export const cardBrand = (providerId: string) => CARD_BRANDS[providerId] ?? METHOD_TEXTS.card;

/**
 * 'Card ending in' + the token's last four + the expiry as MM/YY (SPEC §3).
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/payment-entry.test.ts).
 */
export const cardDescription = (card: Pick<CardTokenResult, 'token' | 'expirationDate'>) =>
  METHOD_TEXTS.cardEnding(
    lastFour(card.token),
    `${card.expirationDate.slice(0, 2)}/${card.expirationDate.slice(2)}`,
  );

/** The hosted form's answer as it lands in the frame's address; null when a value is missing. */
export function cardTokenFromAddress(search: URLSearchParams): CardTokenResult | null {
  const expirationDate = search.get('ccexp');
  const providerId = search.get('transarmortokenproviderid');
  const token = search.get('transarmortoken');
  const txnAuth = search.get('txnauth');
  if (!expirationDate || !providerId || !token || txnAuth === null) return null;
  if (!/^(0[1-9]|1[0-2])\d{2}$/.test(expirationDate) || !/^\d{1,2}$/.test(providerId)) return null;
  return { expirationDate, providerId, token, txnAuth };
}

/**
 * The hosted form's address: the provider's form for this card session, returning to the portal's page,
 * in the portal's language when it is not English (decision 426).
 */
export function cardFrameAddress(cardFormUrl: string, referralBase: string | null, language = 'en'): string {
  const url = new URL(cardFormUrl);
  if (referralBase) url.searchParams.set('referralBase', referralBase);
  if (language !== 'en') url.searchParams.set('lang', language);
  return url.toString();
}

// ---- the whole entry ----

export type PaymentMode = 'initial' | 'recurring';

export interface PaymentDraft {
  frequency: string;
  method: PaymentSourceType | null;
  bank: BankDraft;
  card: CardTokenResult | null;
  recurringOption: RecurringOption | null;
  acknowledged: boolean;
}

export type EntryField = 'frequency' | 'method' | BankField | 'card' | 'recurringOption' | 'acknowledged';

export type EntryErrors = Partial<Record<EntryField, string>>;

export function emptyDraft(facts: PaymentFacts): PaymentDraft {
  return {
    frequency: currentFrequency(facts)?.frequency ?? '',
    method: null,
    bank: EMPTY_BANK,
    card: null,
    recurringOption: null,
    acknowledged: false,
  };
}

/** The methods the form offers: SPEC §3's available sources for the payment being made. */
export const methodsFor = (facts: PaymentFacts, mode: PaymentMode) =>
  mode === 'initial' ? facts.availableSourcesForInitialPayment : facts.availableSourcesForRecurringSetup;

/**
 * A choice with one answer is not asked (decision 360): the only method offered, and then the only
 * recurring option, are taken as chosen, and the form says what they mean instead of a one-option radio.
 */
export function withSoleChoices(facts: PaymentFacts, mode: PaymentMode, draft: PaymentDraft): PaymentDraft {
  const methods = methodsFor(facts, mode);
  const method = draft.method ?? (methods.length === 1 ? (methods[0] as PaymentSourceType) : null);
  const withMethod = method === draft.method ? draft : { ...draft, method };
  if (withMethod.recurringOption !== null) return withMethod;
  const options = offeredRecurringOptions(facts, mode, withMethod);
  return options.length === 1
    ? { ...withMethod, recurringOption: options[0] as RecurringOption }
    : withMethod;
}

/** The one-time charge in the first payment of a frequency: what is due now beyond the recurring amount. */
export function firstPaymentFee(option: Pick<FrequencyOption, 'initialAmountDue' | 'recurringAmount'>) {
  const fee = Math.round((option.initialAmountDue - option.recurringAmount) * 100) / 100;
  return fee > 0 ? fee : null;
}

/** The recurring options offered now (none for recurring setup, nor before a method is chosen). */
export function offeredRecurringOptions(facts: PaymentFacts, mode: PaymentMode, draft: PaymentDraft) {
  if (mode !== 'initial' || draft.method === null) return [];
  return recurringOptionsFor(facts, { frequency: draft.frequency, source: draft.method });
}

/** The bank account on file is used and can not be changed (SPEC §5): no bank fields then. */
export const asksBankDetails = (facts: PaymentFacts, draft: PaymentDraft) =>
  draft.method === 'BankAccount' && !facts.bankAccountOnFile;

/** The same bank account for the future payments needs the acknowledgement checkbox (SPEC §5). */
export const needsAcknowledgement = (mode: PaymentMode, draft: PaymentDraft) =>
  draft.method === 'BankAccount' && (mode === 'recurring' || draft.recurringOption === 'SameAsInitial');

/** Every refusal of the entry at once, in the words of SPEC §5; a card's own check is the provider's. */
export function entryErrors(facts: PaymentFacts, mode: PaymentMode, draft: PaymentDraft): EntryErrors {
  if (draft.method === null) return { method: ENTRY_MESSAGES.selectMethod };
  const errors: EntryErrors = {};
  if (mode === 'initial' && amountDueFor(facts, draft.frequency) === null)
    errors.frequency = ENTRY_MESSAGES.frequency;
  if (asksBankDetails(facts, draft)) Object.assign(errors, bankAccountErrors(draft.bank));
  const options = offeredRecurringOptions(facts, mode, draft);
  if (options.length > 0 && (draft.recurringOption === null || !options.includes(draft.recurringOption)))
    errors.recurringOption = ENTRY_MESSAGES.recurringOption;
  if (needsAcknowledgement(mode, draft) && !draft.acknowledged)
    errors.acknowledged = ENTRY_MESSAGES.acknowledge;
  return errors;
}

/** The form-level message: SPEC §5's 'Please enter a valid bank account.' when the bank details fail. */
export function entrySummary(errors: EntryErrors): string | null {
  if (errors.method) return errors.method;
  if (errors.routingNumber || errors.accountNumber || errors.accountHolderName || errors.bankAccountType)
    return ENTRY_MESSAGES.invalidBankAccount;
  return null;
}

function bankAccountInput(draft: BankDraft, forRecurring: boolean): BankAccountInput {
  return {
    bankAccountType: draft.bankAccountType === 'Savings' ? 'Savings' : 'Checking',
    routingNumber: draft.routingNumber.trim(),
    accountNumber: draft.accountNumber.trim(),
    accountHolderName: draft.accountHolderName.trim(),
    isReadOnly: false,
    hasAllInfoNeeded: true,
    paymentSourceType: 'BankAccount',
    isDefaultForRecurring: forRecurring,
  };
}

export type PaymentRequest =
  | { mode: 'initial'; body: InitialPaymentRequest; bankAccount: EnteredBankAccount }
  | { mode: 'recurring'; body: RecurringPaymentRequest; bankAccount: EnteredBankAccount };

/** The request a checked entry sends; a card entry without its token is not ready. */
export function paymentRequest(facts: PaymentFacts, mode: PaymentMode, draft: PaymentDraft): PaymentRequest {
  const method = draft.method ?? 'BankAccount';
  const bankAccount = asksBankDetails(facts, draft)
    ? bankAccountInput(draft.bank, mode === 'recurring' || draft.recurringOption === 'SameAsInitial')
    : undefined;
  const cardToken = isCard(method) && draft.card ? draft.card : undefined;
  const entered: EnteredBankAccount = bankAccount ? 'new' : 'none';
  const details = {
    paymentMethodType: method,
    ...(bankAccount ? { bankAccount } : {}),
    ...(cardToken ? { cardToken } : {}),
  };
  if (mode === 'recurring') return { mode, body: details, bankAccount: entered };
  return {
    mode,
    bankAccount: entered,
    body: {
      ...details,
      billingFrequency: draft.frequency,
      paymentAmount: amountDueFor(facts, draft.frequency) ?? 0,
      ...(draft.recurringOption ? { recurringOption: draft.recurringOption } : {}),
    },
  };
}

/**
 * What the payment review names: the method's description, or '' while there is none yet.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/payment-entry.test.ts).
 */
export function methodDescription(info: Pick<PaymentInfo, 'paymentMethods'>, draft: PaymentDraft): string {
  if (draft.method === null) return '';
  if (isCard(draft.method)) return draft.card ? cardDescription(draft.card) : '';
  const onFile = info.paymentMethods.find((m) => m.paymentSourceType === 'BankAccount');
  if (onFile) return onFile.description;
  const bank = draft.bank;
  if (bank.bankAccountType === '' || !DIGITS_6_TO_17.test(bank.accountNumber.trim())) return '';
  return bankAccountDescription(bank.bankAccountType, bank.accountNumber.trim());
}

/**
 * SPEC §5: the payment review is hidden when the amount is 0 or below or the description is empty.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/payment-entry.test.ts).
 */
export const paymentReviewShown = (amount: number | null, description: string) =>
  amount !== null && amount > 0 && description !== '';

/** The payment review's lines (SPEC §5), or null while it is hidden. */
export type PaymentReview =
  | { mode: 'initial'; amount: number; paidWith: string }
  | { mode: 'recurring'; paidFrom: string };

/**
 * What the payment review says: the amount due today and the method (a card named by its brand first),
 * or for recurring setup the method the future payments come from.
 */
export function paymentReview(
  facts: PaymentFacts,
  mode: PaymentMode,
  info: Pick<PaymentInfo, 'paymentMethods'>,
  draft: PaymentDraft,
  formats: Formats = US_FORMATS,
): PaymentReview | null {
  const description = formats.text(methodDescription(info, draft));
  if (mode === 'recurring') return description === '' ? null : { mode, paidFrom: description };
  const amount = amountDueFor(facts, draft.frequency);
  if (amount === null || !paymentReviewShown(amount, description)) return null;
  const brand =
    draft.card && draft.method !== 'BankAccount' ? `${formats.text(cardBrand(draft.card.providerId))}, ` : '';
  return { mode, amount, paidWith: `${brand}${description}` };
}

/** The bank account on file, which a bank payment uses instead of asking for one (SPEC §5). */
export const bankMethodOnFile = (info: Pick<PaymentInfo, 'paymentMethods'>) =>
  info.paymentMethods.find((m) => m.paymentSourceType === 'BankAccount') ?? null;
