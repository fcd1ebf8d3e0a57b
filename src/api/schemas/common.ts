import * as v from 'valibot';

/** Case ids are strings: legacy ids contain a dash (LEG-7001). */
export const CASE_ID_PATTERN = /^[A-Za-z0-9-]{1,40}$/;
export const CaseId = v.pipe(v.string(), v.regex(CASE_ID_PATTERN, 'must be a case id'));
export const Id = v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(80, 'is too long'));
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp('must be an ISO date-time'));
/** A SHA-256 in lower-case hex: a document's fingerprint (decision 211). */
export const Sha256 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'is not a SHA-256 in hex'));
export const Money = v.pipe(v.number(), v.finite('must be a finite amount'));

/** The most one payment may be: far above any premium, far below where cents stop being exact. */
const MAX_PAYMENT_AMOUNT = 10_000_000;

/** Whole cents: what toFixed(2) reads back is the same number (142.5 yes, 142.4991 no). */
const inWholeCents = (amount: number) => Number(amount.toFixed(2)) === amount;

/** An amount a caller pays: dollars with at most two decimals, above zero, bounded (decision 061). */
export const PaymentAmount = v.pipe(
  v.number(),
  v.finite('must be a finite amount'),
  v.minValue(0.01, 'must be above zero'),
  v.maxValue(MAX_PAYMENT_AMOUNT, 'is too large'),
  v.check(inWholeCents, 'must be in whole cents (at most two decimals)'),
);
export const Digits6to17 = v.pipe(v.string(), v.regex(/^\d{6,17}$/, 'must be 6 to 17 digits'));
