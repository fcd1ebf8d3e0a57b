import { describe, expect, it } from 'vitest';
import { AGENT_CASE_FAILURES } from '../../machines/agentCasePage.ts';
import { failureMessage as goNextFailure } from '../../machines/documentCard.ts';
import { paymentFailureText } from '../../machines/payment.ts';
import { ApiError, type ApiErrorCode, RAW_POST_FAILED_MESSAGE } from '../../src/api/errors.ts';
import { classifyFailure, failureText } from '../../src/api/failure.ts';
import { SERVICE_TEXTS } from '../../src/api/messages.ts';
import { DUPLICATE_SORT } from '../../src/api/schemas/agent.ts';
import { openDocument } from '../../src/components/pdf-viewer/openDocument.ts';
import { AGENT_MESSAGES } from '../../src/domain/agent/agentCase.ts';
import { NO_RESULTS } from '../../src/domain/agent/agentSearch.ts';
import { CASE_FAILURES, SPEC_TEXTS } from '../../src/domain/failureTexts.ts';
import { CONFIRMATION_TEXTS } from '../../src/domain/journey/confirmationTexts.ts';
import { PAYMENT_TEXTS } from '../../src/domain/payment/paymentEntry.ts';
import { COMMENT_TOASTS } from '../../src/domain/review/comments.ts';
import type { Message } from '../../src/i18n/message.ts';
import { say } from '../../src/i18n/texts.ts';

/** A message the portal carries, as an English screen shows it. */
const english = (m: Message | null) => (m ? say(m, 'en') : null);

/**
 * SPEC §8, row by row: a failed call of each kind the row names, worded the way the portal words it,
 * against SPEC's own text. The expected texts are copied from SPEC.md §8, never from the code.
 */
const failed = (code: ApiErrorCode, status: number | null, message = '') =>
  new ApiError(message, { code, status, call: 'getCase' });

describe('SPEC §8 error catalogue', () => {
  it('Availability header false, or load failure epdDown: the maintenance warning', () => {
    expect(classifyFailure(failed('EpdDown', 503)).kind).toBe('maintenance');
    expect(SERVICE_TEXTS.epdDown).toBe(
      'If you received an e-mail for Electronic Policy Delivery review, please check back later. The Electronic Policy Delivery feature of this web site is currently unavailable due to system maintenance. We apologize for any inconvenience.',
    );
  });

  it("Any other load error: the 'Uh oh....' modal with the message", () => {
    expect(SPEC_TEXTS.errorModalTitle).toBe('Uh oh....');
    expect(failureText(CASE_FAILURES, failed('ServerError', 500, 'The server fell over.'))).toBe(
      'The server fell over.',
    );
  });

  it.each<[string, unknown]>([
    ['CaseNotFound 404', failed('CaseNotFound', 404, 'No case 100009')],
    ['NotFound 404', failed('NotFound', 404, 'Not Found')],
  ])("Case not found (%s): 'Case not found!', on every screen of a case", (_, error) => {
    expect(failureText(CASE_FAILURES, error)).toBe('Case not found!');
    expect(failureText(AGENT_CASE_FAILURES, error)).toBe('Case not found!');
  });

  it("Case not found: a search with no result shows 'No results found'", () => {
    expect(NO_RESULTS).toBe('No results found');
  });

  it("Non-2xx on raw posts: 'Error received from api'", () => {
    const error = failed('RawPostFailed', 500, RAW_POST_FAILED_MESSAGE);
    expect(failureText(CASE_FAILURES, error)).toBe('Error received from api');
  });

  it('Documents call non-200: the response body (tests/unit/client.test.ts reads it off the wire)', () => {
    const error = failed('ServerError', 500, 'Documents are unavailable right now');
    expect(failureText(CASE_FAILURES, error)).toBe('Documents are unavailable right now');
  });

  it('PaymentIssue: the message with the phone number', () => {
    const failure = classifyFailure(failed('PaymentIssue', 422, 'Issue with payment'));
    expect(paymentFailureText(failure, '1-800-555-0100')).toBe(
      'Issue with payment, please call 1-800-555-0100; Mon-Thurs: 7:00AM-6:30PM CT; Fri: 7:00AM-5:00PM CT.',
    );
  });

  it('PaymentCardError', () => {
    const failure = classifyFailure(failed('PaymentCardError', 422, 'Card error'));
    expect(paymentFailureText(failure, '1-800-555-0100')).toBe(
      'There was an issue processing the payment. Please try again or use different payment information.',
    );
  });

  it.each<[string, unknown]>([
    ['Conflict 409', failed('Conflict', 409, 'The payment was already made.')],
    ['BadRequest 400', failed('BadRequest', 400, 'The payment was already made.')],
    ['ServerError 500', failed('ServerError', 500, 'The payment was already made.')],
  ])('Other payment errors (%s): the raw error text', (_, error) => {
    expect(paymentFailureText(classifyFailure(error), '1-800-555-0100')).toBe(
      'The payment was already made.',
    );
  });

  it("Payment info load failure: 'Uh oh...' with its sentence", () => {
    expect(PAYMENT_TEXTS.loadFailedHeading).toBe('Uh oh...');
    expect(PAYMENT_TEXTS.loadFailed).toBe(
      'We could not load your payment information at this time. Please refresh the page to try again.',
    );
  });

  it("Accept failure: toast 'Something went wrong. Please try again.'", () => {
    // The acceptance machine says this whatever the failure (tests/unit/acceptance.test.ts drives it).
    expect(CONFIRMATION_TEXTS.acceptFailed).toBe('Something went wrong. Please try again.');
  });

  it('Release failure: the message read from errors.Error in the response', () => {
    const refused = failed('Conflict', 409, 'Only the next assigned approver can release this case.');
    expect(failureText(CASE_FAILURES, refused)).toBe(
      'Only the next assigned approver can release this case.',
    );
  });

  it('Delivery confirmation failure', () => {
    // One text, whatever the key, e-mail or case was (tests/unit/delivery-confirmation.test.ts drives it).
    expect(CONFIRMATION_TEXTS.deliveryFailed).toBe(
      'Your request could not be completed! Please try again or contact support',
    );
  });

  it("Popup blocked: 'You must allow popups for this map to work.'", () => {
    expect(SPEC_TEXTS.popupBlocked).toBe('You must allow popups for this map to work.');
  });

  it("PDF load failure: banner 'Failed to load PDF document: {message}'", () => {
    expect(SPEC_TEXTS.pdfLoadFailed('Invalid PDF structure.')).toBe(
      'Failed to load PDF document: Invalid PDF structure.',
    );
  });

  it("Mobile go-next failure: 'Failed to proceed to the next document. Reason: {message}' or 'Please try again.'", () => {
    expect(
      english(goNextFailure({ kind: 'review' }, failed('Conflict', 409, 'The case has moved on.'))),
    ).toBe('Failed to proceed to the next document. Reason: The case has moved on.');
    expect(english(goNextFailure({ kind: 'review' }, failed('ServerError', 500)))).toBe('Please try again.');
  });

  it("Open-document failure: 'Failed to open document. Reason: ...'", () => {
    expect(english(openDocument('not base64 at all!', '02 Amendment.pdf', false))).toBe(
      'Failed to open document. Reason: The document content is not valid base64.',
    );
  });

  it("Question or change submit failure: toast 'Request Could not be completed'", () => {
    // The comment and change machines say this whatever the failure (their tests drive them).
    expect(COMMENT_TOASTS.failure).toBe('Request Could not be completed');
    expect(AGENT_MESSAGES.requestFailed).toBe('Request Could not be completed');
  });

  it('Success: the question and change request toasts', () => {
    expect(COMMENT_TOASTS.question).toBe('Question successfully submitted');
    expect(COMMENT_TOASTS.change).toBe('Change Request successfully submitted');
    expect(AGENT_MESSAGES.changeSubmitted).toBe('Change Request successfully submitted');
  });

  it("Duplicate sort column: 'Can not have the same column selected twice'", () => {
    expect(DUPLICATE_SORT).toBe('Can not have the same column selected twice');
  });
});
