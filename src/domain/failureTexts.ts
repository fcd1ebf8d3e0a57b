import type { FailureMessages, FailureTexts } from '../api/failure.ts';
import { type Message, message, textCatalog } from '../i18n/message.ts';

/**
 * SPEC §8's words, each written once: the machines and views that say them take them from here, and
 * tests/unit/spec-failure-texts.test.ts checks every row against SPEC's own table. Two live at the API
 * edge, which raises them: the maintenance warning (SERVICE_TEXTS.epdDown, raised in src/api/client/answer.ts) and
 * 'Error received from api' (RAW_POST_FAILED_MESSAGE, src/api/errors.ts). The search's two rows, 'No
 * results found' and the duplicate sort column, stay with the search's rules (src/domain/agent/agentSearch.ts),
 * which the first page loads: this table does not.
 */
export const SPEC_TEXTS = textCatalog('specTexts', {
  errorModalTitle: 'Uh oh....',
  caseNotFound: 'Case not found!',
  paymentIssue: (phone: string) =>
    `Issue with payment, please call ${phone}; Mon-Thurs: 7:00AM-6:30PM CT; Fri: 7:00AM-5:00PM CT.`,
  paymentCardError:
    'There was an issue processing the payment. Please try again or use different payment information.',
  paymentLoadHeading: 'Uh oh...',
  paymentLoadFailed:
    'We could not load your payment information at this time. Please refresh the page to try again.',
  acceptFailed: 'Something went wrong. Please try again.',
  deliveryFailed: 'Your request could not be completed! Please try again or contact support',
  popupBlocked: 'You must allow popups for this map to work.',
  pdfLoadFailed: (reason: string) => `Failed to load PDF document: ${reason}`,
  goNextFailed: 'Failed to proceed to the next document. Reason: ',
  pleaseTryAgain: 'Please try again.',
  openFailed: 'Failed to open document. Reason: ',
  requestFailed: 'Request Could not be completed',
  questionSubmitted: 'Question successfully submitted',
  changeSubmitted: 'Change Request successfully submitted',
} as const);

/**
 * Why a PDF could not be shown, in a customer's words, for SPEC §8's '{message}' (decision 423): the
 * reader's own reasons ('Invalid PDF structure.', 'No password given') are for developers.
 */
export const PDF_REASONS = textCatalog('pdfReasons', {
  damaged: 'the file is damaged or incomplete.',
  password: 'the file is protected by a password.',
  noPages: 'the document has no pages.',
  unreadable: 'the file could not be read.',
} as const);

/** The customer's words for a PDF reader's reason (PDF_REASONS), as a message. */
export function plainPdfReason(technical: string): Message {
  return message(PDF_REASONS, pdfReasonKey(technical));
}

function pdfReasonKey(technical: string): keyof typeof PDF_REASONS {
  if (/password/i.test(technical)) return 'password';
  if (/no pages/i.test(technical)) return 'noPages';
  if (/invalid|structure|header|unexpected|corrupt|xref|damaged|truncat|base64|end of/i.test(technical))
    return 'damaged';
  return 'unreadable';
}

/** SPEC §8's 'Failed to load PDF document: {message}', its reason a message (PDF_REASONS, or the file's own words). */
export const pdfLoadFailed = (reason: Message): Message => message(SPEC_TEXTS, 'pdfLoadFailed', reason);

/**
 * A failed call about one case, wherever it is made (loading a screen's case, the review, the release):
 * a case that is gone is 'Case not found!'; any other failure says its own words (a refused release
 * its `errors.Error`), else 'Please try again.'.
 */
export const CASE_FAILURES: FailureTexts = {
  notFound: SPEC_TEXTS.caseNotFound,
  fallback: SPEC_TEXTS.pleaseTryAgain,
};

/** CASE_FAILURES carried as messages (decision 490). */
export const CASE_FAILURE_MESSAGES: FailureMessages = {
  notFound: message(SPEC_TEXTS, 'caseNotFound'),
  fallback: message(SPEC_TEXTS, 'pleaseTryAgain'),
};

/**
 * Why the sandbox refused a signature (400 naming `typedName` or `documents`, decision 220): the name is
 * not the signer's, or the fingerprints are not those of the documents delivered.
 */
export const SIGNATURE_REFUSED = textCatalog('signatureRefused', {
  name: 'The name you typed does not match the name on this policy, so the policy was not accepted.',
  documents:
    'The documents have changed since this page was opened, so the policy was not accepted. Reload the page to see the documents you are signing.',
} as const);

/**
 * A failed accept: a refused signature says what was refused; anything else is SPEC §8's 'Accept
 * failure' text, whatever went wrong.
 */
export const ACCEPT_FAILURES: FailureTexts = {
  validation: ({ field }) =>
    field === 'typedName'
      ? SIGNATURE_REFUSED.name
      : field?.startsWith('documents')
        ? SIGNATURE_REFUSED.documents
        : SPEC_TEXTS.acceptFailed,
  fallback: SPEC_TEXTS.acceptFailed,
};
