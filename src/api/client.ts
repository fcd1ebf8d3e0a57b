import ky, { type KyInstance, type Options as KyOptions } from 'ky';
import * as v from 'valibot';
import type { Api, CallOptions, Credentials } from './calls.ts';
import { CALLS, type CallDef, type CallName, fillPath } from './contract.ts';
import {
  ApiError,
  type ApiErrorCode,
  codeForStatus,
  NETWORK_MESSAGE,
  RAW_POST_FAILED_MESSAGE,
} from './errors.ts';
import { ACCEPT_LANGUAGES, authHeaders, type BearerTokens, HEADER } from './headers.ts';
import { CaseId } from './schemas/common.ts';
import { ErrorCode } from './schemas/errors.ts';

export interface ApiOptions {
  /** Default: same origin + '/api' (or `VITE_API_BASE`). */
  baseUrl?: string;
  /** Read at every request; the tokens themselves live with the session machine. */
  tokens: () => BearerTokens;
  /** A `set-authorization` response header, or the dashboard's agreementAuthToken: the new case token. */
  onCaseToken?: (token: string) => void;
  /** `x-epd-available: false` (or an EpdDown answer); the call also rejects with an EpdDown ApiError. */
  onUnavailable?: () => void;
  /**
   * Any 401 of a call that carries a token (a wrong password at login is only that call's error).
   * The client never navigates or toasts; the session machine decides.
   */
  onUnauthorized?: (error: ApiError) => void;
  fetch?: typeof fetch;
  /** Overrides of DEFAULT_TIMEOUT_MS and DOCUMENTS_TIMEOUT_MS (SPEC §9: documents abort after 60 s). */
  timeouts?: { default?: number; documents?: number };
}

export const DOCUMENTS_TIMEOUT_MS = 60_000;
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Network failures of GETs are retried this often; posts never are (a payment must not be sent twice). */
export const GET_RETRY_LIMIT = 2;

export const EPD_DOWN_MESSAGE =
  'If you received an e-mail for Electronic Policy Delivery review, please check back later. The Electronic Policy Delivery feature of this web site is currently unavailable due to system maintenance. We apologize for any inconvenience.';

const DOCUMENT_CALLS: ReadonlySet<CallName> = new Set([
  'documents',
  'documentsWithSigned',
  'documentsOnlySignedPolicy',
]);
const CASE_READS: ReadonlySet<CallName> = new Set(['getCase', 'getCaseForAgent']);

const PARAM_SCHEMAS: Record<string, v.GenericSchema<string>> = {
  caseId: CaseId,
  agentNumber: v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'must be an agent number')),
};
const AnyParam = v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(200, 'is too long'));

export function createApi(options: ApiOptions): Api {
  let http: KyInstance | undefined;
  // Made at the first call, so a module that creates the api can be imported where no `location` exists.
  const client = (): KyInstance =>
    (http ??= ky.create({
      prefixUrl: options.baseUrl ?? defaultBaseUrl(),
      fetch: options.fetch,
      throwHttpErrors: false,
      timeout: options.timeouts?.default ?? DEFAULT_TIMEOUT_MS,
      retry: { limit: GET_RETRY_LIMIT, methods: ['get'] },
      hooks: {
        afterResponse: [
          (_request, _options, response) => {
            const token = bearerValue(response.headers.get(HEADER.setAuthorization));
            if (token) notify(() => options.onCaseToken?.(token));
          },
        ],
      },
    }));

  const api: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of Object.keys(CALLS) as CallName[]) {
    api[name] = (...args) => perform(client, options, name, args);
  }
  return api as unknown as Api;
}

async function perform(
  client: () => KyInstance,
  options: ApiOptions,
  name: CallName,
  args: unknown[],
): Promise<unknown> {
  const def: CallDef = CALLS[name];
  const raise = (error: ApiError): never => {
    if (error.code === 'EpdDown') notify(() => options.onUnavailable?.());
    // A call that carried no token (a login) cannot have lost the session.
    if (error.status === 401 && def.auth !== 'none') notify(() => options.onUnauthorized?.(error));
    throw error;
  };

  const { params, body, callOptions, credentials } = splitArgs(name, def, args);
  const path = buildPath(name, def, params);
  const headers: Record<string, string> = { ...headersFor(def, options.tokens()) };
  if (credentials) headers[HEADER.authorization] = basicAuth(name, credentials);
  if (def.method === 'POST') headers['Content-Type'] = 'application/json';
  if (callOptions.idempotencyKey) headers[HEADER.idempotencyKey] = callOptions.idempotencyKey;

  const kyOptions: KyOptions = { method: def.method, headers, signal: callOptions.signal };
  if (def.request) kyOptions.body = JSON.stringify(validateRequest(name, def.request, body));
  if (DOCUMENT_CALLS.has(name)) {
    kyOptions.timeout = options.timeouts?.documents ?? DOCUMENTS_TIMEOUT_MS;
    kyOptions.cache = 'no-store';
    headers[HEADER.acceptLanguage] = ACCEPT_LANGUAGES.join(', ');
  }

  const http = client();
  let response: Response;
  let text: string;
  try {
    response = await http(path, kyOptions);
    text = await response.text();
  } catch (error) {
    if (callOptions.signal?.aborted) throw callOptions.signal.reason ?? error;
    if (error instanceof Error && error.name === 'TimeoutError') {
      return raise(
        new ApiError(`${name}: the server did not answer in time. Please try again.`, {
          code: 'Timeout',
          status: null,
          call: name,
          cause: error,
        }),
      );
    }
    return raise(new ApiError(NETWORK_MESSAGE, { code: 'Network', status: null, call: name, cause: error }));
  }
  const status = response.status;

  if (response.headers.get(HEADER.availability)?.trim().toLowerCase() === 'false') {
    return raise(new ApiError(EPD_DOWN_MESSAGE, { code: 'EpdDown', status, call: name }));
  }

  if (def.kind === 'raw') {
    if (response.ok) return undefined;
    return raise(new ApiError(RAW_POST_FAILED_MESSAGE, { code: 'RawPostFailed', status, call: name }));
  }

  if (DOCUMENT_CALLS.has(name) && status !== 200) {
    const reported = reportedError(parseJson(text));
    return raise(
      new ApiError(reported?.message ?? (text.trim() || `${name}: the server answered ${status}`), {
        code: reported?.code ?? codeForStatus(status),
        status,
        call: name,
        ...(reported?.field ? { field: reported.field } : {}),
      }),
    );
  }

  if (!response.ok) return raise(httpError(name, status, text));

  if (def.kind === 'text') {
    const token = readTokenText(text);
    if (token) return token;
    return raise(
      new ApiError(`${name}: response: expected a token, got ${text ? 'an unreadable answer' : 'nothing'}`, {
        code: 'BadResponse',
        status,
        call: name,
      }),
    );
  }

  const json = parseJson(text);
  if (json === undefined) {
    return raise(new ApiError(`${name}: response is not JSON`, { code: 'BadResponse', status, call: name }));
  }
  const reported = reportedError(json);
  if (reported) {
    return raise(
      new ApiError(reported.message, {
        code: reported.code ?? 'ApiReported',
        status,
        call: name,
        ...(reported.field ? { field: reported.field } : {}),
      }),
    );
  }
  if (!def.response) return json;
  const parsed = v.safeParse(def.response, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = v.getDotPath(issue);
    const where = field ? `response field ${field}` : 'response';
    return raise(
      new ApiError(`${name}: ${where}: ${issue.message}`, {
        code: 'BadResponse',
        status,
        call: name,
        ...(field ? { field } : {}),
      }),
    );
  }
  if (name === 'dashboard') {
    const token = (parsed.output as { agreementAuthToken: string }).agreementAuthToken;
    if (token) notify(() => options.onCaseToken?.(token));
  }
  return parsed.output;
}

interface SplitArgs {
  params: Record<string, unknown>;
  body: unknown;
  callOptions: CallOptions;
  credentials?: Credentials;
}

function splitArgs(name: CallName, def: CallDef, args: unknown[]): SplitArgs {
  if (name === 'login') {
    return {
      params: {},
      body: undefined,
      callOptions: asOptions(args[1]),
      credentials: args[0] as Credentials,
    };
  }
  const params = (args[0] ?? {}) as Record<string, unknown>;
  if (def.request) return { params, body: args[1], callOptions: asOptions(args[2]) };
  return { params, body: undefined, callOptions: asOptions(args[1]) };
}

function asOptions(value: unknown): CallOptions {
  return value && typeof value === 'object' ? (value as CallOptions) : {};
}

function buildPath(name: CallName, def: CallDef, params: Record<string, unknown>): string {
  const values: Record<string, string> = {};
  for (const [, param] of def.path.matchAll(/:([A-Za-z]+)/g)) {
    if (!param) continue;
    const result = v.safeParse(PARAM_SCHEMAS[param] ?? AnyParam, params[param]);
    if (!result.success) {
      throw new ApiError(`${name}: path parameter ${param}: ${result.issues[0].message}`, {
        code: 'BadRequest',
        status: null,
        call: name,
        field: param,
      });
    }
    values[param] = result.output;
  }
  return fillPath(def.path, values);
}

function validateRequest(name: CallName, schema: v.GenericSchema, body: unknown): unknown {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = v.getDotPath(issue);
  throw new ApiError(`${name}: request ${field ? `field ${field}` : 'body'}: ${issue.message}`, {
    code: 'BadRequest',
    status: null,
    call: name,
    ...(field ? { field } : {}),
  });
}

function headersFor(def: CallDef, tokens: BearerTokens): Record<string, string> {
  if (def.auth === 'none') return {};
  if (def.auth === 'session') return authHeaders({ session: tokens.session, caseToken: null });
  return authHeaders(tokens);
}

function basicAuth(name: CallName, { email, password }: Credentials): string {
  for (const [field, value] of [
    ['email', email],
    ['password', password],
  ] as const) {
    if (typeof value !== 'string' || value.length === 0) {
      throw new ApiError(`${name}: request field ${field}: is required`, {
        code: 'BadRequest',
        status: null,
        call: name,
        field,
      });
    }
  }
  const bytes = new TextEncoder().encode(`${email}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

function httpError(name: CallName, status: number, text: string): ApiError {
  const reported = reportedError(parseJson(text)) ?? plainMessage(text);
  let code: ApiErrorCode = reported?.code ?? codeForStatus(status);
  if (code === 'NotFound' && !reported?.code && CASE_READS.has(name)) code = 'CaseNotFound';
  return new ApiError(reported?.message ?? `${name}: the server answered ${status}`, {
    code,
    status,
    call: name,
    ...(reported?.field ? { field: reported.field } : {}),
  });
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
    const message = typeof json.message === 'string' && json.message ? json.message : 'The request failed.';
    return { message };
  }
  const errors = json.errors;
  if (errors === undefined || errors === null) return null;
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
  if (isRecord(errors)) {
    if (typeof errors.Error === 'string' && errors.Error.trim()) return errors.Error.trim();
    return Object.values(errors).map(describeErrors).filter(Boolean).join('; ');
  }
  return '';
}

function plainMessage(text: string): Reported | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 500 || trimmed.startsWith('<')) return null;
  return { message: trimmed };
}

function readTokenText(text: string): string | null {
  let token: unknown = text.trim();
  if (typeof token === 'string' && token.startsWith('"')) token = parseJson(token);
  if (typeof token !== 'string') return null;
  token = token.trim();
  return typeof token === 'string' && /^\S+$/.test(token) ? token : null;
}

function bearerValue(header: string | null): string | null {
  const token = header?.replace(/^Bearer\s+/i, '').trim();
  return token ? token : null;
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

/** A listener's own failure must not replace the error the caller is waiting for. */
function notify(listener: () => void): void {
  try {
    listener();
  } catch (error) {
    console.error('API listener failed', error);
  }
}

function defaultBaseUrl(): string {
  const configured: unknown = import.meta.env?.VITE_API_BASE;
  const base = typeof configured === 'string' && configured ? configured : '/api';
  if (/^https?:\/\//i.test(base)) return base;
  if (typeof location === 'undefined') throw new Error('createApi: baseUrl is required outside a browser');
  return new URL(base, location.origin).href;
}
