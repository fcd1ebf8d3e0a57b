import type { PaymentSourceType } from '../../api/schemas/enums.ts';
import type { PaymentInfo, PaymentMethodUsed } from '../../api/schemas/payment.ts';
import { messageOfServerText } from '../../api/serverText.ts';
import type { Message } from '../../i18n/message.ts';
import { type Formats, US_FORMATS } from '../formats.ts';
import { FREQUENCY_TEXTS, METHOD_TEXTS } from './paymentTexts.ts';

/** The payment details of the life confirmation (SPEC §2, §9), as rows ready to show. */

/**
 * A kind of payment method by its API value ('CreditCard' is 'Credit Card'), in the formats' language.
 * @internal a rule its module applies inside a larger answer, tested at its edges on its own
 */
export const paymentSourceName = (source: PaymentSourceType, formats: Formats = US_FORMATS) =>
  formats.texts(METHOD_TEXTS)[source];

/**
 * A billing frequency by its API value ('Monthly'), in the formats' language; a frequency the portal
 * does not name (SPEC names only Monthly) is shown as the insurer sends it.
 */
export const frequencyName = (frequency: string, formats: Formats = US_FORMATS) =>
  Object.hasOwn(FREQUENCY_TEXTS, frequency)
    ? formats.texts(FREQUENCY_TEXTS)[frequency as keyof typeof FREQUENCY_TEXTS]
    : frequency;

/**
 * A method's description as the insurer words it ('Checking Account ending in 1234', 'Visa ending in
 * 1111 12/30'): the words of METHOD_TEXTS, read back at the API edge, so it is shown in the chosen language.
 */
export const insurerDescription = (description: string): Message => messageOfServerText(description.trim());

/** The kind of method, and which one when the insurer says ('Credit Card, Visa ending in 4444 12/29'). */
export const methodWithDescription = (method: PaymentMethodUsed, formats: Formats = US_FORMATS) =>
  method.description?.trim()
    ? `${paymentSourceName(method.paymentSourceType, formats)}, ${formats.say(insurerDescription(method.description))}`
    : paymentSourceName(method.paymentSourceType, formats);

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
    frequency: current ? frequencyName(current.frequency, formats) : '',
    amount: current ? formats.money(current.recurringAmount) : '',
    since: details.enrolledOn ? formats.date(details.enrolledOn, timeZone) : '',
  };
}
