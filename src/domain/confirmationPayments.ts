import type { PaymentSourceType } from '../api/schemas/enums.ts';
import type { PaymentInfo, PaymentMethodUsed } from '../api/schemas/payment.ts';
import { formatUsDate, formatUsTime } from './dates.ts';
import { formatUsd } from './money.ts';

/** The payment details of the life confirmation (SPEC §2, §9), as rows ready to show. */

const SOURCE_NAMES: Record<PaymentSourceType, string> = {
  BankAccount: 'Bank Account',
  CreditCard: 'Credit Card',
  DebitCard: 'Debit Card',
};

export const paymentSourceName = (source: PaymentSourceType) => SOURCE_NAMES[source];

/** The kind of method, and which one when the insurer says ('Credit Card, Visa ending in 4444 12/29'). */
export const methodWithDescription = (method: PaymentMethodUsed) =>
  method.description?.trim()
    ? `${paymentSourceName(method.paymentSourceType)}, ${method.description.trim()}`
    : paymentSourceName(method.paymentSourceType);

export interface InitialPaymentRow {
  id: string;
  confirmationNumber: string;
  method: string;
  date: string;
  time: string;
  amount: string;
}

/** Payments on record, oldest first; dates MM/DD/YYYY and times hh:mm:ss am/pm in `timeZone`. */
export function initialPaymentRows(
  payment: Pick<PaymentInfo, 'paymentsOnRecord'>,
  timeZone?: string,
): InitialPaymentRow[] {
  return [...payment.paymentsOnRecord]
    .sort((a, b) => a.timeStamp.localeCompare(b.timeStamp))
    .map((p) => ({
      id: p.paymentId,
      confirmationNumber: p.confirmationNumber,
      method: methodWithDescription(p.paymentMethod),
      date: formatUsDate(p.timeStamp, timeZone),
      time: formatUsTime(p.timeStamp, timeZone),
      amount: formatUsd(p.amount),
    }));
}

export interface RecurringRow {
  method: string;
  frequency: string;
  amount: string;
  since: string;
}

/**
 * The 'Future automatic bill payment' row: the enrolled method, the current frequency and its amount,
 * and the enrolment date; null when the policy is not enrolled (direct bill or nothing due).
 */
export function recurringRow(
  payment: Pick<PaymentInfo, 'recurringEnrollmentDetails' | 'paymentFrequencyOptions'>,
  timeZone?: string,
): RecurringRow | null {
  const details = payment.recurringEnrollmentDetails;
  if (!details.isEnrolledInRecurring || !details.enrolledPaymentMethod) return null;
  const current = payment.paymentFrequencyOptions.find((o) => o.isCurrent);
  return {
    method: methodWithDescription(details.enrolledPaymentMethod),
    frequency: current?.frequency ?? '',
    amount: current ? formatUsd(current.recurringAmount) : '',
    since: details.enrolledOn ? formatUsDate(details.enrolledOn, timeZone) : '',
  };
}
