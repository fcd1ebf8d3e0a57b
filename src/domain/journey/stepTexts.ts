import { textCatalog } from '../../i18n/message.ts';
/**
 * What the live region says after a step (decision 352): what was done, then what comes next. Each
 * sentence is its own catalog text, so the region translates them one by one.
 */
export const STEP_TEXTS = textCatalog('stepTexts', {
  documentDone: {
    Accepted: (document: string) => `${document} accepted.`,
    Declined: (document: string) => `${document} declined.`,
    Completed: (document: string) => `${document} completed.`,
    Reviewed: (document: string) => `${document} reviewed.`,
  },
  next: (step: string) => `Next: ${step}`,
  allReviewedContinue: 'Every document is reviewed. Next: Continue',
  allReviewed: 'Every document is reviewed.',
  paymentReceived: 'Payment received.',
  recurringSetUp: 'Recurring payments are set up.',
  policyAccepted: 'Policy accepted.',
  contractAccepted: 'Contract accepted.',
} as const);

export type DocumentOutcome = keyof typeof STEP_TEXTS.documentDone;
