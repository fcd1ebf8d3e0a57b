import type { Message } from '../i18n/message.ts';
import { message } from '../i18n/message.ts';
import { ApiError } from './errors.ts';
import { SERVICE_TEXTS } from './messages.ts';
import { messageOfServerText } from './serverText.ts';

/**
 * What kind of failure a call ended in, whatever shape it arrived in (an `ApiError`, a network
 * failure, a timeout, a schema mismatch, anything thrown). Machines branch on the kind with named
 * guards; each workflow turns kinds into SPEC §8's words with one table (`failureText`).
 */
export type FailureKind =
  | 'maintenance'
  | 'documentsDown'
  | 'notFound'
  | 'unauthorized'
  | 'forbidden'
  | 'conflict'
  | 'paymentIssue'
  | 'paymentCardError'
  | 'validation'
  /** Refused for a while after too many failed attempts (429): waiting helps, retrying does not. */
  | 'throttled'
  /** No usable answer: unreachable, timed out, or a bare 503 (temporarily unavailable). */
  | 'network'
  | 'cancelled'
  | 'unknown';

export interface Failure {
  kind: FailureKind;
  /** The server's or the edge's own words: a conflict's reason, a validation message, a bad field. */
  message: string;
  status: number | null;
  /** The request field a validation failure names, when the server names one. */
  field?: string;
}

const BY_CODE: Partial<Record<ApiError['code'], FailureKind>> = {
  EpdDown: 'maintenance',
  DocumentsDown: 'documentsDown',
  CaseNotFound: 'notFound',
  NotFound: 'notFound',
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  Conflict: 'conflict',
  PaymentIssue: 'paymentIssue',
  PaymentCardError: 'paymentCardError',
  BadRequest: 'validation',
  PayloadTooLarge: 'validation',
  TooManyRequests: 'throttled',
  Network: 'network',
  Timeout: 'network',
};

function kindOfApiError(error: ApiError): FailureKind {
  const byCode = BY_CODE[error.code];
  if (byCode) return byCode;
  // A bare 503 is a service that is there but not answering now: like no answer at all.
  return error.status === 503 ? 'network' : 'unknown';
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** The one classification of a failure. Pure: the same error always gives the same kind. */
export function classifyFailure(error: unknown): Failure {
  if (error instanceof ApiError) {
    const failure: Failure = { kind: kindOfApiError(error), message: error.message, status: error.status };
    if (error.field !== undefined) failure.field = error.field;
    return failure;
  }
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'AbortError') return { kind: 'cancelled', message: messageOf(error), status: null };
  // fetch rejects with a TypeError when no answer arrives; a timer's abort is a TimeoutError.
  if (name === 'TimeoutError' || (error instanceof TypeError && /fetch|network/i.test(error.message)))
    return { kind: 'network', message: messageOf(error), status: null };
  return { kind: 'unknown', message: messageOf(error), status: null };
}

/**
 * The words of anything thrown where no call was made (a file that does not decode, a page that does
 * not draw): an Error's message, else the value as text.
 */
export const failureReason = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

export const failureKind = (error: unknown): FailureKind => classifyFailure(error).kind;

/** Is this failure one of these kinds? The body of every failure guard. */
export const failedWith = (error: unknown, ...kinds: FailureKind[]): boolean =>
  kinds.includes(failureKind(error));

/** No access, or no such case: asking again gives the same answer, so no screen offers to. */
export const retryCannotHelp = (error: unknown): boolean => failedWith(error, 'forbidden', 'notFound');

/**
 * What a screen says about its own part while the maintenance notice (SERVICE_TEXTS.epdDown) is up: the
 * notice already says why and until when, so the screen does not say it again (decision 072).
 */

/**
 * A workflow's words for the kinds it names; maintenance, unless named, is the short line (the shell's
 * notice says the rest); any other kind shows its own message.
 */
export type FailureTexts = Partial<Record<FailureKind, string | ((failure: Failure) => string)>> & {
  /** Words for a failure that names none of its own. */
  fallback: string;
};

export function failureText(texts: FailureTexts, error: unknown): string {
  const failure = classifyFailure(error);
  const text = texts[failure.kind];
  if (typeof text === 'function') return text(failure);
  if (typeof text === 'string') return text;
  if (failure.kind === 'maintenance') return SERVICE_TEXTS.maintenanceShort;
  return failure.message || texts.fallback;
}

/**
 * A workflow's messages for the kinds it names (decision 490); as FailureTexts, but carried as messages:
 * maintenance, unless named, is the short line; any other kind shows its own words, as a message.
 */
export type FailureMessages = Partial<Record<FailureKind, Message | ((failure: Failure) => Message)>> & {
  /** The message for a failure that names no words of its own. */
  fallback: Message;
};

export function failureMessage(texts: FailureMessages, error: unknown): Message {
  const failure = classifyFailure(error);
  const text = texts[failure.kind];
  if (typeof text === 'function') return text(failure);
  if (text) return text;
  if (failure.kind === 'maintenance') return message(SERVICE_TEXTS, 'maintenanceShort');
  return failure.message ? messageOfServerText(failure.message) : texts.fallback;
}

/** The words of a failure (its server's or the edge's own), as a message. */
export const failureWords = (failure: Failure): Message => messageOfServerText(failure.message);
