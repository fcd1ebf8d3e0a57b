import { textCatalog } from '../../i18n/message.ts';
/** The life confirmation's own words (SPEC §2); its sentences are in src/domain/journey/whatNextTexts.ts. */
export const CONFIRMATION_SCREEN_TEXTS = textCatalog('confirmationScreenTexts', {
  title: "You're all done!",
  whatNext: 'What to expect next',
  reviewedDocuments: 'Your reviewed documents',
  zipWithReceipt: 'One ZIP file with every document below and your payment receipt.',
  zip: 'One ZIP file with every document below.',
  policyDocuments: 'Policy documents',
  signedPolicy: 'Signed policy',
  paymentDetails: 'Payment details',
  initialPayment: 'Initial payment',
  confirmationNumber: 'Confirmation number',
  paymentMethod: 'Payment method',
  date: 'Date',
  time: 'Time',
  amount: 'Amount',
  noPayment: 'No payment was needed in this portal.',
  futureAutomatic: 'Future automatic bill payment',
  frequency: 'Frequency',
  enrolledOn: 'Enrolled on',
} as const);
