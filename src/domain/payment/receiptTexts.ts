import { textCatalog } from '../../i18n/message.ts';
/** The downloaded payment receipt: its file name (the policy number only) and its lines. */
export const RECEIPT_FILE_TEXTS = textCatalog('receiptFileTexts', {
  fileName: (policy: string) => `receipt-${policy}.txt`,
  title: (policy: string) => `Payment receipt, policy ${policy}`,
  confirmationNumber: 'Confirmation number',
  amount: 'Amount',
  paidWith: 'Paid with',
  date: 'Date',
  noPayment: 'No payment was made in this portal.',
  automatic: 'Automatic payments:',
  frequency: 'Frequency',
  enrolledOn: 'Enrolled on',
} as const);
