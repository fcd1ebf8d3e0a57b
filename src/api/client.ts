import ky, { type KyInstance } from 'ky';
import type { Api } from './calls.ts';
import { isUnavailable, readAnswer, SITE_SETTINGS } from './client/answer.ts';
import { prepareRequest } from './client/request.ts';
import { CALLS, type CallDef, type CallName } from './contract.ts';
import { ApiError, isApiError, NETWORK_MESSAGE } from './errors.ts';
import { type BearerTokens, HEADER } from './headers.ts';

export interface ApiOptions {
  /** Default: same origin + '/api' (or `VITE_API_BASE`). */
  baseUrl?: string;
  /** Read at every request; the tokens themselves live with the session machine. */
  tokens: () => BearerTokens;
  /** A `set-authorization` response header, or the dashboard's agreementAuthToken: the new case token. */
  onCaseToken?: (token: string) => void;
  /** `x-epd-available: false` (or an EpdDown answer); the call also rejects with an EpdDown ApiError. */
  onUnavailable?: () => void;
  /** An answer that says the feature is available again: what `onUnavailable` raised may go. */
  onAvailable?: () => void;
  /**
   * Any 401 of a call that carries a token (a wrong password at login is only that call's error).
   * The client never navigates or toasts; the session machine decides.
   */
  onUnauthorized?: (error: ApiError) => void;
  fetch?: typeof fetch;
  /** Read at every documents call: the visitor's language, sent first in accept-language. */
  language?: () => string;
  /** Overrides of DEFAULT_TIMEOUT_MS and DOCUMENTS_TIMEOUT_MS (SPEC §9: documents abort after 60 s). */
  timeouts?: { default?: number; documents?: number };
}

const DOCUMENTS_TIMEOUT_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 30_000;
/** Network failures of GETs are retried this often; posts never are (a payment must not be sent twice). */
const GET_RETRY_LIMIT = 2;

export function createApi(options: ApiOptions): Api {
  let http: KyInstance | undefined;
  // Made at the first call, so a module that creates the api can be imported where no `location` exists.
  const client = (): KyInstance =>
    (http ??= ky.create({
      prefix: options.baseUrl ?? defaultBaseUrl(),
      fetch: options.fetch,
      throwHttpErrors: false,
      timeout: options.timeouts?.default ?? DEFAULT_TIMEOUT_MS,
      retry: { limit: GET_RETRY_LIMIT, methods: ['get'] },
      hooks: {
        afterResponse: [
          ({ response }) => {
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
  try {
    const request = prepareRequest(name, def, args, {
      tokens: options.tokens(),
      documentsTimeoutMs: options.timeouts?.documents ?? DOCUMENTS_TIMEOUT_MS,
      language: options.language?.(),
    });
    const http = client();
    let response: Response;
    let text: string;
    try {
      response = await http(request.path, request.options);
      text = await response.text();
    } catch (error) {
      const signal = request.options.signal;
      if (signal?.aborted) throw signal.reason ?? error;
      throw transportError(name, error);
    }
    const value = readAnswer(name, def, response, text);
    if (SITE_SETTINGS.has(name) && isUnavailable(response)) notify(() => options.onUnavailable?.());
    else notify(() => options.onAvailable?.());
    if (name === 'dashboard') {
      const token = (value as { agreementAuthToken: string }).agreementAuthToken;
      if (token) notify(() => options.onCaseToken?.(token));
    }
    return value;
  } catch (error) {
    if (isApiError(error)) tellListeners(options, def, error);
    throw error;
  }
}

function tellListeners(options: ApiOptions, def: CallDef, error: ApiError): void {
  if (error.code === 'EpdDown') notify(() => options.onUnavailable?.());
  // A call that carried no token (a login) cannot have lost the session.
  if (error.status === 401 && def.auth !== 'none') notify(() => options.onUnauthorized?.(error));
}

function transportError(name: CallName, error: unknown): ApiError {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new ApiError(`${name}: the server did not answer in time. Please try again.`, {
      code: 'Timeout',
      status: null,
      call: name,
      cause: error,
    });
  }
  return new ApiError(NETWORK_MESSAGE, { code: 'Network', status: null, call: name, cause: error });
}

function bearerValue(header: string | null): string | null {
  const token = header?.replace(/^Bearer\s+/i, '').trim();
  return token ? token : null;
}

/** A listener's own failure must not replace the answer or error the caller is waiting for. */
function notify(listener: () => void): void {
  try {
    listener();
  } catch (error) {
    console.error('API listener failed', error);
  }
}

/** The API's address as built: `VITE_API_BASE`, else '/api' (also the drawn review's, src/app/askEarlyScript.ts). */
export function configuredApiBase(): string {
  const configured: unknown = import.meta.env?.VITE_API_BASE;
  return typeof configured === 'string' && configured ? configured : '/api';
}

function defaultBaseUrl(): string {
  const base = configuredApiBase();
  if (/^https?:\/\//i.test(base)) return base;
  if (typeof location === 'undefined') throw new Error('createApi: baseUrl is required outside a browser');
  return new URL(base, location.origin).href;
}
