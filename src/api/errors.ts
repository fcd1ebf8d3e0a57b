import type { CallName } from './contract.ts';
import type { ErrorCode } from './schemas/errors.ts';

/**
 * What went wrong at the API edge. The insurer's own codes (schemas/errors.ts) plus the edge's:
 * - BadResponse: a response that does not match its schema (the message names call and field)
 * - Network: the server could not be reached
 * - Timeout: the server did not answer in time
 * - ApiReported: a 2xx answer that reports a failure (`isException`, `errors`) without a code
 * - RawPostFailed: a non-2xx answer to a `raw` post ('Error received from api')
 */
export type ApiErrorCode =
  | ErrorCode
  | 'BadResponse'
  | 'Network'
  | 'Timeout'
  | 'ApiReported'
  | 'RawPostFailed';

export const RAW_POST_FAILED_MESSAGE = 'Error received from api';
export const NETWORK_MESSAGE = 'The server could not be reached. Please check your connection and try again.';

export interface ApiErrorInit {
  code: ApiErrorCode;
  status: number | null;
  call: CallName;
  field?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly status: number | null;
  readonly call: CallName;
  readonly field?: string;

  constructor(message: string, { code, status, call, field, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.status = status;
    this.call = call;
    if (field !== undefined) this.field = field;
  }
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** The code an HTTP status means when the body names none. */
export function codeForStatus(status: number): ApiErrorCode {
  switch (status) {
    case 400:
    case 422:
      return 'BadRequest';
    case 401:
      return 'Unauthorized';
    case 403:
      return 'Forbidden';
    case 404:
      return 'NotFound';
    case 409:
      return 'Conflict';
    case 413:
      return 'PayloadTooLarge';
    case 429:
      return 'TooManyRequests';
    default:
      return status >= 500 ? 'ServerError' : 'ApiReported';
  }
}
