import type { PaymentInfo } from '../../api/schemas/payment.ts';
import { type Formats, US_FORMATS } from '../formats.ts';
import { frequencyName } from '../payment/confirmationPayments.ts';
import { SIGNING_TEXTS } from './signingTexts.ts';

/** One line of the amounts the customer signs for (decision 220). */
export interface AmountLine {
  label: string;
  value: string;
}

export type SigningPremiums = Pick<
  PaymentInfo,
  'initialAmountDue' | 'paymentsOnRecord' | 'paymentFrequencyOptions'
>;

/**
 * The initial premium paid (the payments on record, summed in cents), the initial premium still due,
 * and the recurring premium with its frequency: each only where the case has it.
 */
export function signingAmounts(payment: SigningPremiums, formats: Formats = US_FORMATS): AmountLine[] {
  const t = formats.texts(SIGNING_TEXTS);
  const lines: AmountLine[] = [];
  if (payment.paymentsOnRecord.length > 0) {
    const cents = payment.paymentsOnRecord.reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
    lines.push({ label: t.initialPaid, value: formats.money(cents / 100) });
  }
  const due = payment.initialAmountDue ?? 0;
  if (due > 0) lines.push({ label: t.initialDue, value: formats.money(due) });
  const current = payment.paymentFrequencyOptions.find((o) => o.isCurrent);
  if (current && current.recurringAmount > 0)
    lines.push({
      label: t.recurring,
      value: `${formats.money(current.recurringAmount)} ${frequencyName(current.frequency, formats)}`,
    });
  return lines;
}
