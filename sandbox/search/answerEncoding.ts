import { chosenEncoding } from '../http/compressAnswers.ts';

/**
 * Whether the API's `compressAnswers()` (sandbox/api.ts, decision 451) would gzip an answer to this
 * `Accept-Encoding`. A search's answer is then gzipped in the search's thread (decision 415); any other
 * choice is left to `compressAnswers()`.
 */
export const choosesGzip = (acceptEncoding: string | undefined): boolean =>
  chosenEncoding(acceptEncoding) === 'gzip';
