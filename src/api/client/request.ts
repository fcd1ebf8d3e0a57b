import type { Options as KyOptions } from 'ky';
import * as v from 'valibot';
import type { CallOptions, Credentials } from '../calls.ts';
import { type CallDef, type CallName, fillPath } from '../contract.ts';
import { ApiError } from '../errors.ts';
import { ACCEPT_LANGUAGES, authHeaders, type BearerTokens, HEADER } from '../headers.ts';
import { CaseId } from '../schemas/common.ts';

/** What one call sends: checked before anything leaves the portal (a bad request sends nothing). */
export interface PreparedRequest {
  path: string;
  options: KyOptions & { headers: Record<string, string> };
}

export interface RequestSettings {
  tokens: BearerTokens;
  documentsTimeoutMs: number;
  /** The visitor's chosen language: first in the documents calls' accept-language. */
  language?: string;
}

export const DOCUMENT_CALLS: ReadonlySet<CallName> = new Set([
  'documents',
  'documentsWithSigned',
  'documentsOnlySignedPolicy',
]);

const PARAM_SCHEMAS: Record<string, v.GenericSchema<unknown, string>> = {
  caseId: CaseId,
  agentNumber: v.pipe(v.string(), v.regex(/^\d{1,10}$/, 'must be an agent number')),
};
const AnyParam = v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(200, 'is too long'));

export function prepareRequest(
  name: CallName,
  def: CallDef,
  args: readonly unknown[],
  settings: RequestSettings,
): PreparedRequest {
  const { params, body, callOptions, credentials } = splitArgs(name, def, args);
  const path = buildPath(name, def, params);
  const headers = headersFor(def, settings.tokens);
  if (credentials) headers[HEADER.authorization] = basicAuth(name, credentials);
  if (def.method === 'POST') headers['Content-Type'] = 'application/json';
  if (callOptions.idempotencyKey) headers[HEADER.idempotencyKey] = callOptions.idempotencyKey;

  const options: PreparedRequest['options'] = { method: def.method, headers, signal: callOptions.signal };
  if (def.request) options.body = JSON.stringify(validateBody(name, def.request, body));
  if (DOCUMENT_CALLS.has(name)) {
    options.timeout = settings.documentsTimeoutMs;
    options.cache = 'no-store';
    headers[HEADER.acceptLanguage] = acceptLanguages(settings.language).join(', ');
  }
  return { path, options };
}

/** SPEC §7's list, with the chosen language moved to the front (English keeps SPEC's order). */
function acceptLanguages(first = 'en'): string[] {
  return [first, ...ACCEPT_LANGUAGES.filter((language) => language !== first)];
}

interface SplitArgs {
  params: Record<string, unknown>;
  body: unknown;
  callOptions: CallOptions;
  credentials?: Credentials;
}

/** `(pathParams, body?, options?)`; `login` has credentials in place of path parameters. */
function splitArgs(name: CallName, def: CallDef, args: readonly unknown[]): SplitArgs {
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
  for (const [, param = ''] of def.path.matchAll(/:([A-Za-z]+)/g)) {
    const result = v.safeParse(PARAM_SCHEMAS[param] ?? AnyParam, params[param]);
    if (!result.success)
      throw badRequest(name, `path parameter ${param}: ${result.issues[0].message}`, param);
    values[param] = result.output;
  }
  return fillPath(def.path, values);
}

function validateBody(name: CallName, schema: v.GenericSchema, body: unknown): unknown {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = v.getDotPath(issue);
  throw badRequest(name, `request ${field ? `field ${field}` : 'body'}: ${issue.message}`, field);
}

function headersFor(def: CallDef, tokens: BearerTokens): Record<string, string> {
  if (def.auth === 'none') return {};
  if (def.auth === 'session') return authHeaders({ session: tokens.session, caseToken: null });
  return authHeaders(tokens);
}

function basicAuth(name: CallName, credentials: Credentials): string {
  for (const field of ['email', 'password'] as const) {
    const value: unknown = credentials?.[field];
    if (typeof value !== 'string' || value.length === 0) {
      throw badRequest(name, `request field ${field}: is required`, field);
    }
  }
  const bytes = new TextEncoder().encode(`${credentials.email}:${credentials.password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

function badRequest(name: CallName, detail: string, field: string | null): ApiError {
  return new ApiError(`${name}: ${detail}`, {
    code: 'BadRequest',
    status: null,
    call: name,
    ...(field ? { field } : {}),
  });
}
