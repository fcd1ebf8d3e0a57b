import { createHmac } from 'node:crypto';
import { movePayment, type PaymentStatusEvent } from '../../machines/paymentStatus.ts';
import type { BankAccountInput } from '../../src/api/schemas/index.ts';
import {
  bankAccountDecision,
  type EnteredBankAccount,
  type PaymentFacts,
  paymentsClosedMessage,
  paymentsOpen,
} from '../../src/domain/payment/paymentRules.ts';
import { badRequest, conflict } from '../http/errors.ts';
import type { StoredCase, StoredPayment } from '../store/types.ts';

/**
 * A keyed HMAC-SHA256: a bare hash of a 6-17 digit number is brute-forced in minutes, this one
 * cannot be without the server's key.
 */
export const keyedDigest = (key: Uint8Array, text: string) =>
  createHmac('sha256', key).update(text).digest('hex');

/**
 * @internal the model the model-based tests walk, replayed against the sandbox and the screens
 * (tests/model/paymentStatus-paths.ts, tests/model/paymentStatus.test.ts …).
 */
export function paymentFactsOf(p: StoredPayment): PaymentFacts {
  return {
    canChangePaymentFrequency: p.canChangePaymentFrequency,
    paymentFrequencyOptions: p.frequencyOptions.map((o) => ({ ...o })),
    availableSourcesForInitialPayment: p.availableSourcesForInitialPayment,
    availableSourcesForRecurringSetup: p.availableSourcesForRecurringSetup,
    requiresRecurringSetup: p.requiresRecurringSetup,
    recurring:
      p.recurring.isEnrolled && p.recurring.method
        ? { method: p.recurring.method, enrolledOn: p.recurring.enrolledOn }
        : null,
    bankAccountOnFile: p.bankAccount !== null,
  };
}

/** How the account sent compares with the one on file; only the last four and the HMAC are kept. */
export function enteredBankAccount(
  p: StoredPayment,
  input: BankAccountInput | undefined,
  key: Uint8Array,
): EnteredBankAccount {
  if (!input) return 'none';
  return p.bankAccount?.accountNumberHash === keyedDigest(key, input.accountNumber) ? 'onFile' : 'new';
}

/** Money is taken only while the case is still on its way to acceptance (409 otherwise). */
export function assertPayable(stored: StoredCase): void {
  if (!paymentsOpen(stored.lifeCycleStatus)) throw conflict(paymentsClosedMessage(stored.lifeCycleStatus));
}

export interface PaymentMove {
  status: StoredPayment['status'];
  facts: PaymentFacts;
}

/**
 * Asks machines/paymentStatus whether the stored payment takes this one. A refusal about the request
 * is a 400 naming the field, a payment the status does not take is a 409; nothing is stored either way.
 */
export function askPayment(stored: StoredCase, event: PaymentStatusEvent): PaymentMove {
  const result = movePayment(stored.payment.status, paymentFactsOf(stored.payment), event);
  if (!result.ok) throw result.field ? badRequest(result.message, result.field) : conflict(result.message);
  return { status: result.status, facts: result.facts };
}

/** Keeps the bank account sent when the rules say it is the one to keep. */
export function keepBankAccount(
  stored: StoredCase,
  input: BankAccountInput | undefined,
  key: Uint8Array,
): void {
  const p = stored.payment;
  const decision = bankAccountDecision(p.bankAccount !== null, enteredBankAccount(p, input, key));
  if (decision !== 'keepEntered' || !input) return;
  p.bankAccount = {
    bankAccountType: input.bankAccountType,
    routingNumber: input.routingNumber,
    accountLast4: input.accountNumber.slice(-4),
    accountNumberHash: keyedDigest(key, input.accountNumber),
    accountHolderName: input.accountHolderName,
  };
}

/** Stores the machine's answer: the new status, the chosen frequency, the recurring enrollment. */
export function applyPayment(stored: StoredCase, move: PaymentMove, at: string): void {
  const p = stored.payment;
  p.status = move.status;
  p.frequencyOptions = move.facts.paymentFrequencyOptions;
  p.requiresRecurringSetup = move.facts.requiresRecurringSetup;
  const enrolled = move.facts.recurring;
  if (!enrolled) p.recurring = { isEnrolled: false, method: null, enrolledOn: null };
  // The machine dates an enrolment it makes with this payment; one it leaves as it was keeps its name.
  else if (enrolled.enrolledOn !== p.recurring.enrolledOn)
    p.recurring = { isEnrolled: true, method: enrolled.method, enrolledOn: enrolled.enrolledOn };
  stored.lastUpdatedOn = at;
}
