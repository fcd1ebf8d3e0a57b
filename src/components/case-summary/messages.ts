import { textCatalog } from '../../i18n/message.ts';
/** The case summary's, receipt's, tracker's and buttons' own words (the lines' are in src/domain). */
export const CASE_SUMMARY_TEXTS = textCatalog('caseSummaryTexts', {
  summary: 'Case summary',
  status: 'Status',
  progress: 'Progress',
  completed: ' (completed)',
  certificate: 'Certificate of delivery',
  returnToDashboard: 'Return to Dashboard',
  backToPolicyList: 'Back to Policy List',
  receipt: {
    title: 'Receipt',
    confirmationNumber: 'Confirmation number',
    amount: 'Amount',
    paidWith: 'Paid with',
    date: 'Date',
    automatic: 'Automatic payments',
    frequency: 'Frequency',
    enrolledOn: 'Enrolled on',
    download: 'Download receipt',
  },
} as const);
