import type { PaymentSourceType } from '../../api/schemas/enums.ts';
import type { PaymentInfo, PaymentMethodUsed } from '../../api/schemas/payment.ts';
import { type Formats, US_FORMATS } from '../formats.ts';
import { METHOD_TEXTS } from './paymentTexts.ts';

/** The payment details of the life confirmation (SPEC §2, §9), as rows ready to show. */

const SOURCE_NAMES: Record<PaymentSourceType, string> = {
  BankAccount: METHOD_TEXTS.BankAccount,
  CreditCard: METHOD_TEXTS.CreditCard,
  DebitCard: METHOD_TEXTS.DebitCard,
};

const paymentSourceName = (source: PaymentSourceType) => SOURCE_NAMES[source];

/** The kind of method, and which one when the insurer says ('Credit Card, Visa ending in 4444 12/29'). */
export const methodWithDescription = (method: PaymentMethodUsed, formats: Formats = US_FORMATS) =>
  method.description?.trim()
    ? `${formats.text(paymentSourceName(method.paymentSourceType))}, ${formats.text(method.description.trim())}`
    : formats.text(paymentSourceName(method.paymentSourceType));

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
  formats: Formats = US_FORMATS,
): InitialPaymentRow[] {
  return [...payment.paymentsOnRecord]
    .sort((a, b) => a.timeStamp.localeCompare(b.timeStamp))
    .map((p) => ({
      id: p.paymentId,
      confirmationNumber: p.confirmationNumber,
      method: methodWithDescription(p.paymentMethod, formats),
      date: formats.date(p.timeStamp, timeZone),
      time: formats.time(p.timeStamp, timeZone),
      amount: formats.money(p.amount),
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
  formats: Formats = US_FORMATS,
): RecurringRow | null {
  const details = payment.recurringEnrollmentDetails;
  if (!details.isEnrolledInRecurring || !details.enrolledPaymentMethod) return null;
  const current = payment.paymentFrequencyOptions.find((o) => o.isCurrent);
  return {
    method: methodWithDescription(details.enrolledPaymentMethod, formats),
    frequency: current ? formats.text(current.frequency) : '',
    amount: current ? formats.money(current.recurringAmount) : '',
    since: details.enrolledOn ? formats.date(details.enrolledOn, timeZone) : '',
  };
}
