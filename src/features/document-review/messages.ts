import { DOCUMENT_MESSAGES } from '../../domain/documents/documentTexts.ts';
import { textCatalog } from '../../i18n/message.ts';
import { plural } from '../../i18n/plural.ts';

/** The document review's own words (SPEC §2, §3, §5); the documents' and machines' are in src/domain. */
export const REVIEW_TEXTS = textCatalog('reviewTexts', {
  title: 'Review all documents',
  policy: (policyNumber: string) => `Policy ${policyNumber}`,
  progress: (reviewed: number, total: number) =>
    plural('en-US', total, {
      one: `${reviewed} of ${total} document reviewed`,
      other: `${reviewed} of ${total} documents reviewed`,
    }),
  continue: 'Continue',
  /** The agent's (SPEC §4): the review's frame is shared, so it is in the catalog too. */
  bypass: 'Bypass approval',
  documentsDown:
    'Your documents cannot be shown right now because the document service is unavailable. Please check back later.',
  tryAgain: 'Try again',
  documentDown: 'This document cannot be shown right now. Please check back later.',
  download: (title: string) => `Download ${title}`,
  next: 'Next',
  reviewedIt: "I've reviewed it!",
  processing: 'Processing',
  reviewed: 'Reviewed',
  reviewRequired: 'Review required',
  changeHistory: 'Change History',
  controls: {
    accept: 'Yes, I accept',
    decline: 'No, I decline',
    saveAgeHint: 'Declining sends your policy back to be reissued with a new policy issue date.',
    newIssueDate: 'New issue date (MM/DD/YYYY)',
    datePlaceholder: 'MM/DD/YYYY',
    comments: 'Comments',
    submit: 'Submit',
    submitting: 'Submitting…',
    yes: 'Yes',
    no: 'No',
    mightDiscontinue: 'Might this policy replace, discontinue or change any existing insurance or annuity?',
    mightFinance: 'Might this policy be financed with the values of an existing policy?',
    reason: 'Reason for replacement',
    addPolicy: 'Add a policy',
    atMost: DOCUMENT_MESSAGES.tooManyPolicies,
    policy: (n: string) => `Policy ${n}`,
    policyNumber: 'Policy number',
    insuredName: 'Insured name',
    insurerName: 'Insurer name',
    replacedOrFinancing: 'Replaced or financing',
    removePolicy: (n: string) => `Remove policy ${n}`,
    replaceOrFinance: { neither: 'Neither', Replaced: 'Replaced', Financing: 'Financing' },
  },
  /** Desktop: the browser's own frame cannot be marked up, so this swaps in the portal's viewer. */
  markUp: 'Mark up this document',
} as const);
