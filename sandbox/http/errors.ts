import type { ErrorBody, ErrorCode } from '../../src/api/schemas/errors.ts';

/** A refusal with its HTTP status and the errors body of src/api/schemas/errors.ts. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Sent with the answer, such as a 429's `Retry-After`. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): ErrorBody {
    return { errors: { Error: this.message, Code: this.code, ...(this.field ? { Field: this.field } : {}) } };
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, 'BadRequest', message, field);
export const unauthorized = (message: string) => new HttpError(401, 'Unauthorized', message);
export const forbidden = (message: string) => new HttpError(403, 'Forbidden', message);
export const conflict = (message: string) => new HttpError(409, 'Conflict', message);
export const caseNotFound = (caseId: string) =>
  new HttpError(404, 'CaseNotFound', `Case ${caseId} was not found.`);
export const notFound = (message: string) => new HttpError(404, 'NotFound', message);

/**
 * A caller or an account that failed too often: refused for a while, whatever it sends. `Retry-After`
 * says how many seconds are left of that while.
 */
export const tooManyAttempts = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'TooManyRequests', message, undefined, { 'Retry-After': String(retryAfterSeconds) });
