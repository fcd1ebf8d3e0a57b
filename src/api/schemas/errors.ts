import * as v from 'valibot';

const ERROR_CODES = [
  'BadRequest',
  'Unauthorized',
  'Forbidden',
  'CaseNotFound',
  'NotFound',
  'Conflict',
  'PaymentIssue',
  'PaymentCardError',
  'EpdDown',
  'DocumentsDown',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'TooManyRequests',
  'ServerError',
] as const;
export const ErrorCode = v.picklist(ERROR_CODES);
export type ErrorCode = v.InferOutput<typeof ErrorCode>;

/** The sandbox's (and the insurer's) error body: SPEC §8 reads the message from errors.Error. */
export const ErrorBody = v.object({
  errors: v.object({
    Error: v.string(),
    Code: v.optional(ErrorCode),
    Field: v.optional(v.string()),
  }),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;

/**
 * SPEC §5: a response flagged as exception throws its message.
 * @internal a named part of the API contract, checked on its own with good and malformed payloads
 *   (tests/unit/schemas.test.ts).
 */
export const ExceptionBody = v.object({
  isException: v.literal(true),
  message: v.string(),
});
export type ExceptionBody = v.InferOutput<typeof ExceptionBody>;
