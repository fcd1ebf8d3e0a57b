import type {
  LifeCycleStatus,
  PaymentSourceType,
  PaymentStatus,
  RecurringOption,
} from '../../api/schemas/enums.ts';
import type {
  FrequencyOption,
  InitialPaymentRequest,
  PaymentInfo,
  RecurringPaymentRequest,
} from '../../api/schemas/payment.ts';
import { isOpenStatus } from '../caseRules.ts';
import { PAYMENT_MESSAGES } from './paymentTexts.ts';

/**
 * The payment rules of SPEC §4 and §5, written once: the sandbox's payment calls move through
 * machines/paymentStatus, whose guards are these rules, and the portal's payment forms ask the same
 * functions what to offer and what to refuse.
 */

/** What decides a payment, in the words of the payment info (SPEC §3). */
export interface PaymentFacts {
  canChangePaymentFrequency: boolean;
  paymentFrequencyOptions: FrequencyOption[];
  availableSourcesForInitialPayment: PaymentSourceType[];
  availableSourcesForRecurringSetup: PaymentSourceType[];
  /** The policy asks for recurring payments, unless they are billed by mail. */
  requiresRecurringSetup: boolean;
  /** The recurring enrollment, once made. */
  recurring: { method: PaymentSourceType; enrolledOn: string | null } | null;
  /** Only one bank account is kept: once on file it is used and can not be changed. */
  bankAccountOnFile: boolean;
}

/** The facts as the portal reads them from GET /Payments/{caseId}. */
export function paymentFactsOf(info: PaymentInfo): PaymentFacts {
  const enrollment = info.recurringEnrollmentDetails;
  const method = enrollment.enrolledPaymentMethod?.paymentSourceType;
  return {
    canChangePaymentFrequency: info.canChangePaymentFrequency,
    paymentFrequencyOptions: info.paymentFrequencyOptions,
    availableSourcesForInitialPayment: info.availableSourcesForInitialPayment,
    availableSourcesForRecurringSetup: info.availableSourcesForRecurringSetup,
    requiresRecurringSetup: enrollment.requiresRecurringSetup,
    recurring:
      enrollment.isEnrolledInRecurring && method ? { method, enrolledOn: enrollment.enrolledOn } : null,
    bankAccountOnFile: info.paymentMethods.some((m) => m.paymentSourceType === 'BankAccount'),
  };
}

/** Money is taken while the case is still on its way to acceptance, once it has left Initialized. */
export const paymentsOpen = (status: LifeCycleStatus) => status !== 'Initialized' && isOpenStatus(status);

export const paymentsClosedMessage = (status: LifeCycleStatus) => PAYMENT_MESSAGES.paymentsClosed(status);

const CHANGES_UNDER_WAY: readonly LifeCycleStatus[] = [
  'ChangeRequested',
  'AgentChangeRequested',
  'BgaChangeRequested',
  'ReissueRequested',
];
const NOT_RELEASED: readonly LifeCycleStatus[] = ['Initialized', 'WaitingApproval', 'WaitingRelease'];
const ENDED: readonly LifeCycleStatus[] = ['Canceled', 'RevertedToPaper'];

/**
 * What the payment screen says instead of offering a payment the case can not take now (decision 075);
 * null where it may be offered (or the screen moves on by itself).
 */
export function paymentClosedNotice(status: LifeCycleStatus): string | null {
  if (CHANGES_UNDER_WAY.includes(status)) return PAYMENT_MESSAGES.changesUnderWay;
  if (NOT_RELEASED.includes(status)) return PAYMENT_MESSAGES.notReleased;
  if (ENDED.includes(status)) return PAYMENT_MESSAGES.ended;
  return null;
}

export const isCard = (source: PaymentSourceType) => source !== 'BankAccount';

export function currentFrequency(facts: Pick<PaymentFacts, 'paymentFrequencyOptions'>) {
  return facts.paymentFrequencyOptions.find((o) => o.isCurrent);
}

function frequencyOptionFor(facts: Pick<PaymentFacts, 'paymentFrequencyOptions'>, frequency: string) {
  return facts.paymentFrequencyOptions.find((o) => o.frequency === frequency);
}

/** The frequencies a customer may choose: all of them when the policy allows a change, else the current one. */
export function frequencyChoices(
  facts: Pick<PaymentFacts, 'paymentFrequencyOptions' | 'canChangePaymentFrequency'>,
): FrequencyOption[] {
  return facts.paymentFrequencyOptions.filter((o) => o.isCurrent || facts.canChangePaymentFrequency);
}

/**
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 * (tests/unit/paymentRules.test.ts).
 */
export function frequencyAllowed(
  facts: Pick<PaymentFacts, 'paymentFrequencyOptions' | 'canChangePaymentFrequency'>,
  frequency: string,
): boolean {
  return frequencyChoices(facts).some((o) => o.frequency === frequency);
}

/** The first payment due at a frequency; null for a frequency the policy does not offer. */
export function amountDueFor(facts: Pick<PaymentFacts, 'paymentFrequencyOptions'>, frequency: string) {
  return frequencyOptionFor(facts, frequency)?.initialAmountDue ?? null;
}

// Equal to the cent with no fraction of one over or under: the binary rounding of two-decimal JSON
// numbers is far below a millionth of a cent, a sub-cent difference (142.4991 for 142.50) is not.
const sameAmount = (a: number, b: number) => Math.abs(a - b) * 100 < 1e-6;

/**
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 * (tests/unit/paymentRules.test.ts).
 */
export function initialSourceAccepted(
  facts: Pick<PaymentFacts, 'availableSourcesForInitialPayment'>,
  source: PaymentSourceType,
) {
  return facts.availableSourcesForInitialPayment.includes(source);
}

/**
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 * (tests/unit/paymentRules.test.ts).
 */
export function recurringSourceAccepted(
  facts: Pick<PaymentFacts, 'availableSourcesForRecurringSetup'>,
  source: PaymentSourceType,
) {
  return facts.availableSourcesForRecurringSetup.includes(source);
}

/**
 * SPEC §4: direct bill by mail is offered only when the frequency is not Monthly.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/paymentRules.test.ts).
 */
export const directOffered = (frequency: string) => frequency !== 'Monthly';

/**
 * A card pays only the first payment: never with recurring payments taken from the same method.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/paymentRules.test.ts).
 */
export const cardAllowedFor = (recurringOption: RecurringOption | undefined) =>
  recurringOption !== 'SameAsInitial';

/**
 * Recurring payments are still to be set up.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/paymentRules.test.ts).
 */
export const recurringSetupOutstanding = (
  facts: Pick<PaymentFacts, 'requiresRecurringSetup' | 'recurring'>,
) => facts.requiresRecurringSetup && facts.recurring === null;

/**
 * SPEC §5: recurring options show when the policy requires recurring setup or the frequency changes.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/paymentRules.test.ts).
 */
export function recurringOptionsShown(facts: PaymentFacts, frequency: string): boolean {
  return recurringSetupOutstanding(facts) || frequency !== currentFrequency(facts)?.frequency;
}

/** The recurring options the initial payment form offers for a frequency and a payment method. */
export function recurringOptionsFor(
  facts: PaymentFacts,
  choice: { frequency: string; source: PaymentSourceType },
): RecurringOption[] {
  if (!recurringOptionsShown(facts, choice.frequency)) return [];
  const options: RecurringOption[] = [];
  // Same as initial would take recurring payments from a card: see cardAllowedFor.
  if (!isCard(choice.source)) options.push('SameAsInitial');
  options.push('NewPaymentMethod');
  if (directOffered(choice.frequency)) options.push('Direct');
  return options;
}

/** How the bank account sent compares with the one on file: none sent, the one on file, another one. */
export type EnteredBankAccount = 'none' | 'onFile' | 'new';

export type BankAccountDecision = 'useOnFile' | 'keepEntered' | 'refuseChange' | 'refuseMissing';

/** SPEC §5: only a single bank account is kept; one on file is used and can not be changed. */
export function bankAccountDecision(
  bankAccountOnFile: boolean,
  entered: EnteredBankAccount,
): BankAccountDecision {
  if (bankAccountOnFile) return entered === 'new' ? 'refuseChange' : 'useOnFile';
  return entered === 'none' ? 'refuseMissing' : 'keepEntered';
}

/** The payment status after a successful initial payment (SPEC §4). */
export function statusAfterInitialPayment(
  facts: Pick<PaymentFacts, 'requiresRecurringSetup' | 'recurring'>,
  recurringOption: RecurringOption | undefined,
): PaymentStatus {
  if (recurringOption === 'SameAsInitial' || recurringOption === 'Direct') return 'Complete';
  if (recurringOption === 'NewPaymentMethod' || recurringSetupOutstanding(facts))
    return 'RecurringSetupRequired';
  return 'Complete';
}

// ---- the checks of a submitted payment, each with the field it is about and its refusal ----

export type PaymentField =
  | 'billingFrequency'
  | 'paymentAmount'
  | 'paymentMethodType'
  | 'recurringOption'
  | 'bankAccount'
  | 'cardToken';

export interface PaymentRefusal {
  field: PaymentField;
  message: string;
}

/** A payment as sent, with how its bank account compares with the one on file. */
interface PaymentEntry<R> {
  request: R;
  bankAccount: EnteredBankAccount;
}

export type InitialPaymentEntry = PaymentEntry<InitialPaymentRequest>;
export type RecurringSetupEntry = PaymentEntry<RecurringPaymentRequest>;

interface PaymentRule<R> {
  holds(facts: PaymentFacts, entry: PaymentEntry<R>): boolean;
  refusal(facts: PaymentFacts, entry: PaymentEntry<R>): PaymentRefusal;
}

type Method = Pick<RecurringPaymentRequest, 'paymentMethodType' | 'cardToken'>;

/**
 * The card or bank account the chosen method needs, or why it is missing.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 *   (tests/unit/paymentRules.test.ts).
 */
export function paymentDetailsRefusal(
  facts: PaymentFacts,
  entry: PaymentEntry<Method>,
): PaymentRefusal | null {
  if (isCard(entry.request.paymentMethodType))
    return entry.request.cardToken ? null : { field: 'cardToken', message: PAYMENT_MESSAGES.cardMissing };
  const decision = bankAccountDecision(facts.bankAccountOnFile, entry.bankAccount);
  if (decision === 'refuseMissing')
    return { field: 'bankAccount', message: PAYMENT_MESSAGES.bankAccountMissing };
  if (decision === 'refuseChange') return { field: 'bankAccount', message: PAYMENT_MESSAGES.bankAccountKept };
  return null;
}

const detailsGiven: PaymentRule<Method> = {
  holds: (facts, entry) => paymentDetailsRefusal(facts, entry) === null,
  refusal: (facts, entry) =>
    paymentDetailsRefusal(facts, entry) ?? {
      field: 'bankAccount',
      message: PAYMENT_MESSAGES.bankAccountMissing,
    },
};

/** The checks of an initial payment, in the order they are made. */
export const initialPaymentRules = {
  frequencyOffered: {
    holds: (facts, { request }) => frequencyOptionFor(facts, request.billingFrequency) !== undefined,
    refusal: (facts) => ({
      field: 'billingFrequency',
      message: PAYMENT_MESSAGES.frequencyOneOf(
        facts.paymentFrequencyOptions.map((o) => o.frequency).join(', '),
      ),
    }),
  },
  frequencyAllowed: {
    holds: (facts, { request }) => frequencyAllowed(facts, request.billingFrequency),
    refusal: () => ({ field: 'billingFrequency', message: PAYMENT_MESSAGES.frequencyLocked }),
  },
  amountDue: {
    holds: (facts, { request }) => {
      const due = amountDueFor(facts, request.billingFrequency);
      return due !== null && sameAmount(request.paymentAmount, due);
    },
    refusal: (facts, { request }) => ({
      field: 'paymentAmount',
      message: PAYMENT_MESSAGES.amountMustBe((amountDueFor(facts, request.billingFrequency) ?? 0).toFixed(2)),
    }),
  },
  initialSourceAccepted: {
    holds: (facts, { request }) => initialSourceAccepted(facts, request.paymentMethodType),
    refusal: (_, { request }) => ({
      field: 'paymentMethodType',
      message: PAYMENT_MESSAGES.sourceNotAccepted(request.paymentMethodType),
    }),
  },
  cardAllowed: {
    holds: (_, { request }) => !isCard(request.paymentMethodType) || cardAllowedFor(request.recurringOption),
    refusal: () => ({ field: 'recurringOption', message: PAYMENT_MESSAGES.cardNotForRecurring }),
  },
  directAllowed: {
    holds: (_, { request }) =>
      request.recurringOption !== 'Direct' || directOffered(request.billingFrequency),
    refusal: () => ({ field: 'recurringOption', message: PAYMENT_MESSAGES.directNotMonthly }),
  },
  initialDetailsGiven: detailsGiven,
} satisfies Record<string, PaymentRule<InitialPaymentRequest>>;

/** The checks of a recurring setup, in the order they are made. */
export const recurringSetupRules = {
  recurringSourceAccepted: {
    holds: (facts, { request }) => recurringSourceAccepted(facts, request.paymentMethodType),
    refusal: (facts) => ({
      field: 'paymentMethodType',
      message: PAYMENT_MESSAGES.recurringAccepts(facts.availableSourcesForRecurringSetup.join(', ')),
    }),
  },
  recurringDetailsGiven: detailsGiven,
} satisfies Record<string, PaymentRule<RecurringPaymentRequest>>;

export type InitialPaymentRule = keyof typeof initialPaymentRules;
export type RecurringSetupRule = keyof typeof recurringSetupRules;

export const INITIAL_PAYMENT_CHECKS = Object.keys(initialPaymentRules) as InitialPaymentRule[];
export const RECURRING_SETUP_CHECKS = Object.keys(recurringSetupRules) as RecurringSetupRule[];

/** The first of the checks, in order, that the entry fails. */
function firstRefusal<R>(
  checks: readonly PaymentRule<R>[],
  facts: PaymentFacts,
  entry: PaymentEntry<R>,
): PaymentRefusal | null {
  const failed = checks.find((check) => !check.holds(facts, entry));
  return failed ? failed.refusal(facts, entry) : null;
}

/** The first check an initial payment fails, or null when it may be sent. */
export const initialPaymentRefusal = (facts: PaymentFacts, entry: InitialPaymentEntry) =>
  firstRefusal(Object.values(initialPaymentRules), facts, entry);

/** The first check a recurring setup fails, or null when it may be sent. */
export const recurringSetupRefusal = (facts: PaymentFacts, entry: RecurringSetupEntry) =>
  firstRefusal(Object.values(recurringSetupRules), facts, entry);
