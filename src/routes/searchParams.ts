import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import * as v from 'valibot';

const asWritten = (text: string) => text;

/**
 * Search parameters are text (decision 89): TanStack's reading and writing, without its JSON step, so
 * `listAllPolicies: 'true'` is written `true`, not `%22true%22`, and a quoted or bracketed value is
 * never read as JSON.
 */
export const parseSearch = parseSearchWith(asWritten);
export const stringifySearch = stringifySearchWith(JSON.stringify);

/**
 * One search value as it was written. TanStack's decoder reads `123` as 123 and `true` as true before
 * any parser sees it, and only when `String()` gives the same text back, so `String()` restores it.
 */
export const SearchText = v.pipe(
  v.unknown(),
  v.transform((value) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value)),
);
