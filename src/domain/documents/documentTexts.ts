import { textCatalog } from '../../i18n/message.ts';
import { SPEC_TEXTS } from '../failureTexts.ts';

/** What the review machines say about a document card and the review (SPEC §5, §8). */
export const DOCUMENT_MESSAGES = textCatalog('documentMessages', {
  selectionRequired: 'Please make a selection to continue.',
  commentsRequired: 'Please provide your comments',
  issueDateInvalid: 'Please enter the new issue date as a real date (MM/DD/YYYY).',
  answerRequired: 'Please answer this question.',
  reasonRequired: 'Please give the reason for the replacement.',
  policyNumberRequired: 'Please enter the policy number.',
  insuredNameRequired: 'Please enter the insured name.',
  insurerNameRequired: 'Please enter the insurer name.',
  tooManyPolicies: 'At most 3 policies can be listed.',
  notAllReviewed: 'You must review all of the documents for your policy before continuing.',
  notAllReviewedAgent: 'You must review all of the documents for your policy before approving.',
  /** SPEC's words, and what they mean for Release: releasing is the agent's approval (decision 364). */
  releaseNotAllReviewed:
    'You must review all of the documents for your policy before approving. Releasing is your approval: open each document marked ! and press Next, then release.',
  /** Sent to the sandbox as the declination note: recorded, not shown, so it stays English. */
  saveAgeDeclineNote: 'Declined Save Age document',
  goNextFailed: SPEC_TEXTS.goNextFailed,
  pleaseTryAgain: SPEC_TEXTS.pleaseTryAgain,
  openFailed: SPEC_TEXTS.openFailed,
  /** SPEC §8's go-next and open failures with their reason, as the card and the phone's Open say them. */
  goNextFailedBecause: (reason: string) => `${SPEC_TEXTS.goNextFailed}${reason}`,
  openFailedBecause: (reason: string) => `${SPEC_TEXTS.openFailed}${reason}`,
  caseNotFound: SPEC_TEXTS.caseNotFound,
  /** After a Save Age decline (not SPEC's words; decision 074): what was asked for and what comes next. */
  saveAgeDeclined:
    'Your policy will be reissued without the Save Age date. Your agent will contact you, and we will e-mail you when it is ready for your review again.',
} as const);

/** A document's words on its card: its name (SPEC §3), its question (SPEC §5), notes about it. */
export const DOCUMENT_TEXTS = textCatalog('documentTexts', {
  names: {
    SignedPolicy: 'View Signed Policy',
    signedContract: 'View Signed Contract',
    Amendment: 'Amendment',
    SpecialAmendment: 'Amendment',
    StatementOfHealth: 'Statement of Health',
    ReplacementForm: 'Replacement Form',
    EdjDeliveryReceipt: 'Delivery Receipt',
    SaveAge: 'Save Age',
    IllustrationSignature: 'Illustration Signature',
  },
  /** The signed policy's name without SPEC's 'View ', where a file or a page is said to be "of" it. */
  titles: {
    SignedPolicy: 'Signed Policy',
    signedContract: 'Signed Contract',
  },
  /** 'Download all documents': the ZIP's name (the policy number only) and each file's in it. */
  archiveName: (policy: string) => `documents-${policy}.zip`,
  fileName: (place: string, title: string) => `${place} ${title}.pdf`,
  questions: {
    information: 'Do you agree with the information of this document?',
    stillAccurate: 'Is the information in this document still accurate?',
    contents: 'Do you agree with the contents of this document?',
  },
  /** "You previously {status lowercased} this document on {date}." */
  previously: {
    Reviewed: (date: string) => `You previously reviewed this document on ${date}.`,
    Accepted: (date: string) => `You previously accepted this document on ${date}.`,
    Declined: (date: string) => `You previously declined this document on ${date}.`,
    Completed: (date: string) => `You previously completed this document on ${date}.`,
  },
  /** Said on a card whose file could not be shown: nothing may be decided on it (decision 078). */
  unreadable:
    'This document could not be shown, so it can not be reviewed yet. Please try again later, or contact us if this keeps happening.',
  fingerprintLabel: 'Document code',
  fingerprintHelp:
    'Worked out from the exact contents of this file: if anything in it changed, this code would change too. Keep it to check a copy later. (Technically: its SHA-256 fingerprint.)',

  fingerprintMismatch:
    'This file is not the one first delivered to you: its document code does not match. Please contact us before you accept it.',
  /** Why a document's bytes could not be read (src/components/pdf-viewer/bytes.ts). */
  contentEmpty: 'The document is empty.',
  contentNotBase64: 'The document content is not valid base64.',
  contentNotPdf: 'The document is not a PDF.',
  notReturned: 'the document was not returned.',
} as const);
