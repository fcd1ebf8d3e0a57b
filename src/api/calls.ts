import type * as v from 'valibot';
import type { CALLS, CallName } from './contract.ts';

/**
 * The typed face of every CALLS entry. One signature for all: `(pathParams, body?, options?)`.
 * - calls with a request schema: `(pathParams, body, options?)`, e.g. `api.searchBook({}, request)`
 * - calls without one: `(pathParams, options?)`; with no path parameter `pathParams` may be left out
 * - `login` takes the credentials in place of path parameters: `api.login({ email, password })`
 * Results: the parsed response schema for `json` calls, the answer text for `text` calls (tokens),
 * nothing for `raw` posts.
 */
type Calls = typeof CALLS;

/** 'Tracker/:caseId/:currentPage' → 'caseId' | 'currentPage'. */
type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type PathParams<N extends CallName> = { [K in PathParamNames<Calls[N]['path']>]: string };

export interface CallOptions {
  /** Aborting it cancels the request; the call then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` so the server records a repeated payment once. */
  idempotencyKey?: string;
}

export interface Credentials {
  email: string;
  password: string;
}

type CallBody<N extends CallName> = Calls[N] extends { request: infer S extends v.GenericSchema }
  ? v.InferInput<S>
  : never;

type CallResult<N extends CallName> = Calls[N] extends { kind: 'text' }
  ? string
  : Calls[N] extends { kind: 'raw' }
    ? undefined
    : Calls[N] extends { response: infer S extends v.GenericSchema }
      ? v.InferOutput<S>
      : never;

type CallArgs<N extends CallName> = N extends 'login'
  ? [credentials: Credentials, options?: CallOptions]
  : Calls[N] extends { request: v.GenericSchema }
    ? [params: PathParams<N>, body: CallBody<N>, options?: CallOptions]
    : [PathParamNames<Calls[N]['path']>] extends [never]
      ? [params?: PathParams<N>, options?: CallOptions]
      : [params: PathParams<N>, options?: CallOptions];

export type Api = { readonly [N in CallName]: (...args: CallArgs<N>) => Promise<CallResult<N>> };
