import { SERVICE_TEXTS_ES } from '../api/messages.es.ts';
import { SERVICE_TEXTS } from '../api/messages.ts';
import { EDITOR_TEXTS_ES } from '../components/annotation-editor/messages.es.ts';
import { EDITOR_TEXTS } from '../components/annotation-editor/messages.ts';
import { CASE_SUMMARY_TEXTS_ES } from '../components/case-summary/messages.es.ts';
import { CASE_SUMMARY_TEXTS } from '../components/case-summary/messages.ts';
import { COMMENT_TEXTS_ES } from '../components/comments/messages.es.ts';
import { COMMENT_TEXTS } from '../components/comments/messages.ts';
import { DOCUMENTS_TEXTS_ES } from '../components/documents/messages.es.ts';
import { DOCUMENTS_TEXTS } from '../components/documents/messages.ts';
import { PDF_VIEWER_TEXTS_ES } from '../components/pdf-viewer/messages.es.ts';
import { PDF_VIEWER_TEXTS } from '../components/pdf-viewer/messages.ts';
import { SIGNING_TEXTS_ES } from '../domain/acceptance/signingTexts.es.ts';
import { SIGNING_TEXTS } from '../domain/acceptance/signingTexts.ts';
import { CASE_REFUSALS_ES } from '../domain/caseRefusalTexts.es.ts';
import { CASE_REFUSALS } from '../domain/caseRefusalTexts.ts';
import { DOCUMENT_MESSAGES_ES, DOCUMENT_TEXTS_ES } from '../domain/documents/documentTexts.es.ts';
import { DOCUMENT_MESSAGES, DOCUMENT_TEXTS } from '../domain/documents/documentTexts.ts';
import { FIND_TEXTS_ES } from '../domain/documents/pdfFindTexts.es.ts';
import { FIND_TEXTS } from '../domain/documents/pdfFindTexts.ts';
import { PDF_REASONS_ES, SIGNATURE_REFUSED_ES, SPEC_TEXTS_ES } from '../domain/failureTexts.es.ts';
import { PDF_REASONS, SIGNATURE_REFUSED, SPEC_TEXTS } from '../domain/failureTexts.ts';
import {
  JOURNEY_STEP_TEXTS_ES,
  ROLE_TEXTS_ES,
  STATUS_TEXTS_ES,
  SUMMARY_TEXTS_ES,
} from '../domain/journey/caseSummaryTexts.es.ts';
import {
  JOURNEY_STEP_TEXTS,
  ROLE_TEXTS,
  STATUS_TEXTS,
  SUMMARY_TEXTS,
} from '../domain/journey/caseSummaryTexts.ts';
import { CONFIRMATION_TEXTS_ES } from '../domain/journey/confirmationTexts.es.ts';
import { CONFIRMATION_TEXTS } from '../domain/journey/confirmationTexts.ts';
import { DASHBOARD_TEXTS_ES } from '../domain/journey/dashboardTexts.es.ts';
import { DASHBOARD_TEXTS } from '../domain/journey/dashboardTexts.ts';
import { STEP_TEXTS_ES } from '../domain/journey/stepTexts.es.ts';
import { STEP_TEXTS } from '../domain/journey/stepTexts.ts';
import { EVERY_TEXTS_ES, NEXT_TEXTS_ES } from '../domain/journey/whatNextTexts.es.ts';
import { EVERY_TEXTS, NEXT_TEXTS } from '../domain/journey/whatNextTexts.ts';
import {
  ENTRY_MESSAGES_ES,
  FREQUENCY_TEXTS_ES,
  METHOD_TEXTS_ES,
  OUT_OF_TURN_TEXTS_ES,
  PAYMENT_FAILURE_TEXTS_ES,
  PAYMENT_MESSAGES_ES,
  PAYMENT_TEXTS_ES,
} from '../domain/payment/paymentTexts.es.ts';
import {
  ENTRY_MESSAGES,
  FREQUENCY_TEXTS,
  METHOD_TEXTS,
  OUT_OF_TURN_TEXTS,
  PAYMENT_FAILURE_TEXTS,
  PAYMENT_MESSAGES,
  PAYMENT_TEXTS,
} from '../domain/payment/paymentTexts.ts';
import { RECEIPT_FILE_TEXTS_ES } from '../domain/payment/receiptTexts.es.ts';
import { RECEIPT_FILE_TEXTS } from '../domain/payment/receiptTexts.ts';
import { CERTIFICATE_TEXTS_ES } from '../domain/record/certificateText.es.ts';
import { CERTIFICATE_TEXTS } from '../domain/record/certificateText.ts';
import { CONSENT_TEXTS_ES } from '../domain/record/consentTexts.es.ts';
import { CONSENT_TEXTS } from '../domain/record/consentTexts.ts';
import { COMMENT_MESSAGES_ES } from '../domain/review/commentTexts.es.ts';
import { COMMENT_MESSAGES } from '../domain/review/commentTexts.ts';
import {
  LOGIN_FORM_MESSAGES_ES,
  LOGIN_MESSAGES_ES,
  SESSION_MESSAGES_ES,
} from '../domain/session/loginMessages.es.ts';
import { LOGIN_FORM_MESSAGES, LOGIN_MESSAGES, SESSION_MESSAGES } from '../domain/session/loginMessages.ts';
import { ACCEPTANCE_TEXTS_ES } from '../features/acceptance/messages.es.ts';
import { ACCEPTANCE_TEXTS } from '../features/acceptance/messages.ts';
import { CERTIFICATE_SCREEN_TEXTS_ES } from '../features/certificate/messages.es.ts';
import { CERTIFICATE_SCREEN_TEXTS } from '../features/certificate/messages.ts';
import { CONFIRMATION_SCREEN_TEXTS_ES } from '../features/confirmation/messages.es.ts';
import { CONFIRMATION_SCREEN_TEXTS } from '../features/confirmation/messages.ts';
import { DELIVERY_TEXTS_ES } from '../features/delivery-confirmation/messages.es.ts';
import { DELIVERY_TEXTS } from '../features/delivery-confirmation/messages.ts';
import { REVIEW_TEXTS_ES } from '../features/document-review/messages.es.ts';
import { REVIEW_TEXTS } from '../features/document-review/messages.ts';
import { LOGIN_TEXTS_ES } from '../features/login/messages.es.ts';
import { LOGIN_TEXTS } from '../features/login/messages.ts';
import { PAYMENT_FORM_TEXTS_ES } from '../features/payment/form/messages.es.ts';
import { PAYMENT_FORM_TEXTS } from '../features/payment/form/messages.ts';
import { PAYMENT_SCREEN_TEXTS_ES } from '../features/payment/messages.es.ts';
import { PAYMENT_SCREEN_TEXTS } from '../features/payment/messages.ts';
import { type CatalogPair, pair } from '../i18n/catalog.ts';
import { RAW_TEXTS } from '../i18n/rawText.ts';
import { FRAME_TEXTS_ES, SHELL_TEXTS_ES } from '../shell/messages.es.ts';
import { FRAME_TEXTS, SHELL_TEXTS } from '../shell/messages.ts';

/**
 * Every catalog with its Spanish (decision 270). This module is the Spanish chunk: main.tsx loads it
 * only when Spanish is chosen, so an English visit's first load does not grow.
 * tests/unit/i18n-catalogs.test.ts fails when a catalog of src/ has no pair here or a key is missing.
 */
export const SPANISH: readonly CatalogPair[] = [
  pair(SHELL_TEXTS, SHELL_TEXTS_ES),
  // Words the portal does not own are shown as they came, in either language.
  pair(RAW_TEXTS, RAW_TEXTS),
  pair(LOGIN_TEXTS, LOGIN_TEXTS_ES),
  pair(SESSION_MESSAGES, SESSION_MESSAGES_ES),
  pair(LOGIN_MESSAGES, LOGIN_MESSAGES_ES),
  pair(LOGIN_FORM_MESSAGES, LOGIN_FORM_MESSAGES_ES),
  // The frame's other words, the failures of SPEC §8, the dashboard, consent and the document review.
  pair(FRAME_TEXTS, FRAME_TEXTS_ES),
  pair(SERVICE_TEXTS, SERVICE_TEXTS_ES),
  pair(SPEC_TEXTS, SPEC_TEXTS_ES),
  pair(PDF_REASONS, PDF_REASONS_ES),
  pair(SIGNATURE_REFUSED, SIGNATURE_REFUSED_ES),
  pair(CASE_REFUSALS, CASE_REFUSALS_ES),
  pair(DASHBOARD_TEXTS, DASHBOARD_TEXTS_ES),
  pair(CONSENT_TEXTS, CONSENT_TEXTS_ES),
  pair(REVIEW_TEXTS, REVIEW_TEXTS_ES),
  pair(DOCUMENT_TEXTS, DOCUMENT_TEXTS_ES),
  pair(DOCUMENT_MESSAGES, DOCUMENT_MESSAGES_ES),
  pair(STEP_TEXTS, STEP_TEXTS_ES),
  pair(COMMENT_TEXTS, COMMENT_TEXTS_ES),
  pair(COMMENT_MESSAGES, COMMENT_MESSAGES_ES),
  pair(DOCUMENTS_TEXTS, DOCUMENTS_TEXTS_ES),
  pair(PDF_VIEWER_TEXTS, PDF_VIEWER_TEXTS_ES),
  pair(EDITOR_TEXTS, EDITOR_TEXTS_ES),
  pair(FIND_TEXTS, FIND_TEXTS_ES),
  pair(CASE_SUMMARY_TEXTS, CASE_SUMMARY_TEXTS_ES),
  pair(SUMMARY_TEXTS, SUMMARY_TEXTS_ES),
  pair(ROLE_TEXTS, ROLE_TEXTS_ES),
  pair(STATUS_TEXTS, STATUS_TEXTS_ES),
  pair(JOURNEY_STEP_TEXTS, JOURNEY_STEP_TEXTS_ES),
  pair(ENTRY_MESSAGES, ENTRY_MESSAGES_ES),
  pair(PAYMENT_TEXTS, PAYMENT_TEXTS_ES),
  pair(PAYMENT_MESSAGES, PAYMENT_MESSAGES_ES),
  pair(OUT_OF_TURN_TEXTS, OUT_OF_TURN_TEXTS_ES),
  pair(PAYMENT_FAILURE_TEXTS, PAYMENT_FAILURE_TEXTS_ES),
  pair(METHOD_TEXTS, METHOD_TEXTS_ES),
  pair(FREQUENCY_TEXTS, FREQUENCY_TEXTS_ES),
  pair(PAYMENT_FORM_TEXTS, PAYMENT_FORM_TEXTS_ES),
  pair(PAYMENT_SCREEN_TEXTS, PAYMENT_SCREEN_TEXTS_ES),
  pair(SIGNING_TEXTS, SIGNING_TEXTS_ES),
  pair(ACCEPTANCE_TEXTS, ACCEPTANCE_TEXTS_ES),
  pair(NEXT_TEXTS, NEXT_TEXTS_ES),
  pair(EVERY_TEXTS, EVERY_TEXTS_ES),
  pair(CONFIRMATION_TEXTS, CONFIRMATION_TEXTS_ES),
  pair(RECEIPT_FILE_TEXTS, RECEIPT_FILE_TEXTS_ES),
  pair(CONFIRMATION_SCREEN_TEXTS, CONFIRMATION_SCREEN_TEXTS_ES),
  pair(DELIVERY_TEXTS, DELIVERY_TEXTS_ES),
  pair(CERTIFICATE_TEXTS, CERTIFICATE_TEXTS_ES),
  pair(CERTIFICATE_SCREEN_TEXTS, CERTIFICATE_SCREEN_TEXTS_ES),
];
