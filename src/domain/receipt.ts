import type { PaymentInfo } from '../api/schemas/payment.ts';
import { initialPaymentRows, type RecurringRow, recurringRow } from './confirmationPayments.ts';
import { type Formats, US_FORMATS } from './formats.ts';
import { METHOD_TEXTS } from './paymentTexts.ts';

/**
 * The receipt after a payment (issue 20): each payment with its confirmation number, amount, method and
 * date, and the automatic payments to come. A method is named by its description when the insurer sends
 * one ('Card ending in 4444 12/29': last four only, decision 077), else by its kind.
 */
export interface Receipt {
  policyNumber: string;
  payments: { confirmationNumber: string; amount: string; method: string; date: string }[];
  schedule: RecurringRow | null;
}

export const NOT_ENROLLED = METHOD_TEXTS.notEnrolled;

/** The receipt's file name: the policy number and nothing about the customer. */
export const receiptName = (policyNumber: string) => `receipt-${policyNumber}.txt`;

/** The confirmation's rows, as the receipt shows them: the same payments, named the same way. */
export function receiptOf(
  policyNumber: string,
  payment: PaymentInfo,
  timeZone?: string,
  formats: Formats = US_FORMATS,
): Receipt {
  return {
    policyNumber,
    payments: initialPaymentRows(payment, timeZone, formats).map(
      ({ confirmationNumber, amount, method, date }) => ({
        confirmationNumber,
        amount,
        method,
        date,
      }),
    ),
    schedule: recurringRow(payment, timeZone, formats),
  };
}

/** The receipt as a plain-text file a customer can keep. */
export function receiptText(receipt: Receipt): string {
  const lines = [`Payment receipt, policy ${receipt.policyNumber}`, ''];
  for (const p of receipt.payments)
    lines.push(
      `Confirmation number: ${p.confirmationNumber}`,
      `Amount: ${p.amount}`,
      `Paid with: ${p.method}`,
      `Date: ${p.date}`,
      '',
    );
  if (receipt.payments.length === 0) lines.push('No payment was made in this portal.', '');
  lines.push('Automatic payments:');
  if (receipt.schedule)
    lines.push(
      `Amount: ${receipt.schedule.amount}`,
      `Frequency: ${receipt.schedule.frequency}`,
      `Paid with: ${receipt.schedule.method}`,
      `Enrolled on: ${receipt.schedule.since}`,
    );
  else lines.push(NOT_ENROLLED);
  return `${lines.join('\n')}\n`;
}
