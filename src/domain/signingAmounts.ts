import type { PaymentInfo } from '../api/schemas/payment.ts';
import { formatUsd } from './money.ts';

/** One line of the amounts the customer signs for (issue 23, point 2; decision 220). */
export interface AmountLine {
  label: string;
  value: string;
}

type Amounts = Pick<PaymentInfo, 'initialAmountDue' | 'paymentsOnRecord' | 'paymentFrequencyOptions'>;

/**
 * The initial premium paid (the payments on record, summed in cents), the initial premium still due,
 * and the recurring premium with its frequency: each only where the case has it.
 */
export function signingAmounts(payment: Amounts): AmountLine[] {
  const lines: AmountLine[] = [];
  if (payment.paymentsOnRecord.length > 0) {
    const cents = payment.paymentsOnRecord.reduce((sum, p) => sum + Math.round(p.amount * 100), 0);
    lines.push({ label: 'Initial premium paid', value: formatUsd(cents / 100) });
  }
  const due = payment.initialAmountDue ?? 0;
  if (due > 0) lines.push({ label: 'Initial premium due', value: formatUsd(due) });
  const current = payment.paymentFrequencyOptions.find((o) => o.isCurrent);
  if (current && current.recurringAmount > 0)
    lines.push({
      label: 'Recurring premium',
      value: `${formatUsd(current.recurringAmount)} ${current.frequency}`,
    });
  return lines;
}
