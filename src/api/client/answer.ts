import * as v from 'valibot';
import type { CallDef, CallName } from '../contract.ts';
import { ApiError, type ApiErrorCode, codeForStatus, RAW_POST_FAILED_MESSAGE } from '../errors.ts';
import { HEADER } from '../headers.ts';
import { SERVICE_TEXTS } from '../messages.ts';
import { ErrorCode } from '../schemas/errors.ts';
import { DOCUMENT_CALLS } from './request.ts';

/**
 * The web site's own settings (contact links, phone, footer): read even while the EPD feature is down,
 * so help stays on screen exactly then; the caller still hears that the feature is unavailable.
 */
export const SITE_SETTINGS: ReadonlySet<CallName> = new Set(['config', 'uiConfig']);

export const isUnavailable = (response: Response) =>
  response.headers.get(HEADER.availability)?.trim().toLowerCase() === 'false';

const CASE_READS: ReadonlySet<CallName> = new Set(['getCase', 'getCaseForAgent']);

/**
 * Reads one answer by the rules of SPEC §5, §7 and §8, in this order: the availability header, raw
 * posts, the documents calls, HTTP errors, then the body (token text, or JSON: exception flag,
 * `errors` field, schema). Answers the parsed value or throws an ApiError.
 */
export function readAnswer(name: CallName, def: CallDef, response: Response, text: string): unknown {
  const { status } = response;
  const fail = (message: string, code: ApiErrorCode, field?: string) =>
    new ApiError(message, { code, status, call: name, ...(field ? { field } : {}) });

  if (isUnavailable(response) && !(SITE_SETTINGS.has(name) && response.ok)) {
    throw fail(SERVICE_TEXTS.epdDown, 'EpdDown');
  }
  if (def.kind === 'raw') {
    if (response.ok) return undefined;
    throw fail(RAW_POST_FAILED_MESSAGE, 'RawPostFailed');
  }
  if (DOCUMENT_CALLS.has(name) && status !== 200) {
    const reported = reportedError(parseJson(text));
    throw fail(
      reported?.message ?? (text.trim() || `${name}: the server answered ${status}`),
      reported?.code ?? codeForStatus(status),
      reported?.field,
    );
  }
  if (!response.ok) {
    const reported = reportedError(parseJson(text)) ?? plainMessage(text);
    let code = reported?.code ?? codeForStatus(status);
    if (code === 'NotFound' && !reported?.code && CASE_READS.has(name)) code = 'CaseNotFound';
    throw fail(reported?.message ?? `${name}: the server answered ${status}`, code, reported?.field);
  }

  if (def.kind === 'text') {
    const token = readToken(text);
    if (!token)
      throw fail(
        `${name}: response: expected a token, got ${text ? 'something else' : 'nothing'}`,
        'BadResponse',
      );
    return token;
  }

  const json = parseJson(text);
  if (json === undefined) throw fail(`${name}: response is not JSON`, 'BadResponse');
  const reported = reportedError(json);
  if (reported) throw fail(reported.message, reported.code ?? 'ApiReported', reported.field);
  if (!def.response) return json;
  const parsed = v.safeParse(def.response, json);
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const field = v.getDotPath(issue);
  throw fail(
    `${name}: ${field ? `response field ${field}` : 'response'}: ${issue.message}`,
    'BadResponse',
    field ?? undefined,
  );
}

interface Reported {
  message: string;
  code?: ApiErrorCode;
  field?: string;
}

/** SPEC §5: an exception flag throws its message; an `errors` field throws it (SPEC §8 reads errors.Error). */
function reportedError(json: unknown): Reported | null {
  if (!isRecord(json)) return null;
  if (json.isException === true) {
    return {
      message: typeof json.message === 'string' && json.message ? json.message : 'The request failed.',
    };
  }
  const { errors } = json;
  const message = describeErrors(errors);
  if (!message) return null;
  const reported: Reported = { message };
  if (isRecord(errors)) {
    if (v.is(ErrorCode, errors.Code)) reported.code = errors.Code;
    if (typeof errors.Field === 'string' && errors.Field) reported.field = errors.Field;
  }
  return reported;
}

function describeErrors(errors: unknown): string {
  if (typeof errors === 'string') return errors.trim();
  if (Array.isArray(errors)) return errors.map(describeErrors).filter(Boolean).join('; ');
  if (!isRecord(errors)) return '';
  if (typeof errors.Error === 'string' && errors.Error.trim()) return errors.Error.trim();
  return Object.values(errors).map(describeErrors).filter(Boolean).join('; ');
}

/** A short plain-text error answer is the message; an HTML page or a long dump is not. */
function plainMessage(text: string): Reported | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 500 || trimmed.startsWith('<')) return null;
  return { message: trimmed };
}

/** The token answer: plain text, or the same as a JSON string. */
function readToken(text: string): string | null {
  const trimmed = text.trim();
  const value: unknown = trimmed.startsWith('"') ? parseJson(trimmed) : trimmed;
  return typeof value === 'string' && /^\S+$/.test(value) ? value : null;
}

function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
