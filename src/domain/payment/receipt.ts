import type { PaymentInfo } from '../../api/schemas/payment.ts';
import { safeFileName } from '../documents/fileNames.ts';
import { type Formats, US_FORMATS } from '../formats.ts';
import { initialPaymentRows, type RecurringRow, recurringRow } from './confirmationPayments.ts';
import { METHOD_TEXTS } from './paymentTexts.ts';
import { RECEIPT_FILE_TEXTS } from './receiptTexts.ts';

type ReceiptFileTexts = typeof RECEIPT_FILE_TEXTS;

/**
 * The receipt after a payment: each payment with its confirmation number, amount, method and
 * date, and the automatic payments to come. A method is named by its description when the insurer sends
 * one ('Card ending in 4444 12/29': last four only, decision 077), else by its kind.
 */
export interface Receipt {
  policyNumber: string;
  payments: { confirmationNumber: string; amount: string; method: string; date: string }[];
  schedule: RecurringRow | null;
}

/** The receipt's file name: the policy number and nothing about the customer, from a safe alphabet. */
export const receiptName = (policyNumber: string, texts: ReceiptFileTexts = RECEIPT_FILE_TEXTS) =>
  safeFileName(texts.fileName(policyNumber));

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

/**
 * The receipt as a plain-text file a customer can keep, in the chosen language (its rows already are:
 * `receiptOf` with that language's formats); `notEnrolled` is METHOD_TEXTS' in that language.
 */
export function receiptText(
  receipt: Receipt,
  t: ReceiptFileTexts = RECEIPT_FILE_TEXTS,
  notEnrolled: string = METHOD_TEXTS.notEnrolled,
): string {
  const lines = [t.title(receipt.policyNumber), ''];
  for (const p of receipt.payments)
    lines.push(
      `${t.confirmationNumber}: ${p.confirmationNumber}`,
      `${t.amount}: ${p.amount}`,
      `${t.paidWith}: ${p.method}`,
      `${t.date}: ${p.date}`,
      '',
    );
  if (receipt.payments.length === 0) lines.push(t.noPayment, '');
  lines.push(t.automatic);
  if (receipt.schedule)
    lines.push(
      `${t.amount}: ${receipt.schedule.amount}`,
      `${t.frequency}: ${receipt.schedule.frequency}`,
      `${t.paidWith}: ${receipt.schedule.method}`,
      `${t.enrolledOn}: ${receipt.schedule.since}`,
    );
  else lines.push(notEnrolled);
  return `${lines.join('\n')}\n`;
}
