import * as v from 'valibot';

/** Case ids are strings: legacy ids contain a dash (LEG-7001). */
export const CaseId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,40}$/, 'must be a case id'));
export const Id = v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(80, 'is too long'));
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp('must be an ISO date-time'));
export const Money = v.pipe(v.number(), v.finite('must be a finite amount'));
export const Digits6to17 = v.pipe(v.string(), v.regex(/^\d{6,17}$/, 'must be 6 to 17 digits'));
