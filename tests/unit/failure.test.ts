import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorCode } from '../../src/api/errors.ts';
import { classifyFailure, type FailureKind, failedWith, failureMessage } from '../../src/api/failure.ts';
import { SERVICE_TEXTS } from '../../src/api/messages.ts';
import { message, textCatalog } from '../../src/i18n/message.ts';
import { rawMessage } from '../../src/i18n/rawText.ts';

const apiError = (code: ApiErrorCode, status: number | null, message = `${code} happened`) =>
  new ApiError(message, { code, status, call: 'getCase' });

describe('classifyFailure: one kind for every shape of failure', () => {
  it.each<[ApiErrorCode, number | null, FailureKind]>([
    ['EpdDown', 503, 'maintenance'],
    ['DocumentsDown', 503, 'documentsDown'],
    ['CaseNotFound', 404, 'notFound'],
    ['NotFound', 404, 'notFound'],
    ['Unauthorized', 401, 'unauthorized'],
    ['Forbidden', 403, 'forbidden'],
    ['Conflict', 409, 'conflict'],
    ['PaymentIssue', 422, 'paymentIssue'],
    ['PaymentCardError', 422, 'paymentCardError'],
    ['BadRequest', 400, 'validation'],
    ['PayloadTooLarge', 413, 'validation'],
    ['TooManyRequests', 429, 'throttled'],
    ['Network', null, 'network'],
    ['Timeout', null, 'network'],
    ['ServerError', 503, 'network'],
    ['ServerError', 500, 'unknown'],
    ['BadResponse', 200, 'unknown'],
    ['ApiReported', 200, 'unknown'],
    ['RawPostFailed', 500, 'unknown'],
  ])('%s (%s) → %s', (code, status, kind) => {
    expect(classifyFailure(apiError(code, status)).kind).toBe(kind);
  });

  it('keeps a conflict’s reason and a validation failure’s field', () => {
    expect(
      classifyFailure(apiError('Conflict', 409, 'Only the next assigned approver can release this case.')),
    ).toEqual({
      kind: 'conflict',
      message: 'Only the next assigned approver can release this case.',
      status: 409,
    });
    const invalid = new ApiError('Please enter a valid routing number.', {
      code: 'BadRequest',
      status: 400,
      call: 'initialPayment',
      field: 'bankAccount.routingNumber',
    });
    expect(classifyFailure(invalid)).toMatchObject({
      kind: 'validation',
      field: 'bankAccount.routingNumber',
    });
  });

  it('knows failures that never reached the API edge', () => {
    expect(classifyFailure(new TypeError('Failed to fetch')).kind).toBe('network');
    expect(classifyFailure(new DOMException('The operation timed out.', 'TimeoutError')).kind).toBe(
      'network',
    );
    expect(classifyFailure(new DOMException('The user aborted a request.', 'AbortError')).kind).toBe(
      'cancelled',
    );
    const schemaMismatch = (() => {
      try {
        v.parse(v.object({ caseId: v.string() }), {});
      } catch (error) {
        return error;
      }
    })();
    expect(classifyFailure(schemaMismatch).kind).toBe('unknown');
    expect(classifyFailure('plain words')).toEqual({ kind: 'unknown', message: 'plain words', status: null });
    expect(classifyFailure(undefined)).toEqual({ kind: 'unknown', message: '', status: null });
  });

  it('answers whether a failure is one of some kinds', () => {
    expect(failedWith(apiError('EpdDown', 503), 'maintenance', 'network')).toBe(true);
    expect(failedWith(apiError('Conflict', 409), 'maintenance', 'network')).toBe(false);
  });
});

describe('failureMessage: a workflow’s messages for the kinds it names', () => {
  const WORDS = textCatalog('testFailureWords', {
    notFound: 'Case not found!',
    refused: (why: string) => `Refused: ${why}`,
    again: 'Please try again.',
    paused: 'Login is paused.',
  });
  const texts = {
    notFound: message(WORDS, 'notFound'),
    conflict: (f: { message: string }) => message(WORDS, 'refused', f.message),
    fallback: message(WORDS, 'again'),
  };

  it('uses the table, then the failure’s own words (read back at the edge), then the fallback', () => {
    expect(failureMessage(texts, apiError('CaseNotFound', 404))).toEqual(message(WORDS, 'notFound'));
    expect(failureMessage(texts, apiError('Conflict', 409, 'not yours'))).toEqual(
      message(WORDS, 'refused', 'not yours'),
    );
    expect(failureMessage(texts, apiError('ServerError', 500, 'The server broke.'))).toEqual(
      rawMessage('The server broke.'),
    );
    expect(failureMessage(texts, apiError('ServerError', 500, 'Login is paused.'))).toEqual(
      message(WORDS, 'paused'),
    );
    expect(failureMessage(texts, new Error(''))).toEqual(message(WORDS, 'again'));
  });

  it('says maintenance in one short line (the notice says the rest) unless the table names it', () => {
    const down = apiError('EpdDown', 503, SERVICE_TEXTS.epdDown);
    expect(failureMessage(texts, down)).toEqual(message(SERVICE_TEXTS, 'maintenanceShort'));
    expect(failureMessage({ ...texts, maintenance: message(WORDS, 'paused') }, down)).toEqual(
      message(WORDS, 'paused'),
    );
  });
});
