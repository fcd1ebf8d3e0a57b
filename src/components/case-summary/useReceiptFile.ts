import type { PaymentInfo } from '../../api/schemas/payment.ts';
import { METHOD_TEXTS } from '../../domain/payment/paymentTexts.ts';
import { receiptName, receiptOf, receiptText } from '../../domain/payment/receipt.ts';
import { RECEIPT_FILE_TEXTS } from '../../domain/payment/receiptTexts.ts';
import { useFormats, useTexts } from '../../i18n/useTexts.ts';

/**
 * The payment receipt as a file, named and written in the chosen language with its dates and amounts:
 * no account, card or e-mail in it or in its name.
 */
export function useReceiptFile(): (
  policyNumber: string,
  payment: PaymentInfo,
) => { name: string; text: string } {
  const t = useTexts(RECEIPT_FILE_TEXTS);
  const notEnrolled = useTexts(METHOD_TEXTS).notEnrolled;
  const f = useFormats();
  return (policyNumber, payment) => ({
    name: receiptName(policyNumber, t),
    text: receiptText(receiptOf(policyNumber, payment, undefined, f), t, notEnrolled),
  });
}
