import { parseAccept } from 'hono/utils/accept';

/**
 * Whether the API's `compress()` (sandbox/api.ts, decision 451) would gzip an answer to this
 * `Accept-Encoding`, choosing as Hono does: gzip at q 1, or at a q above 0 that deflate's does not
 * pass. A search's answer is then gzipped in the search's thread (decision 415); any other choice is
 * left to `compress()`.
 */
export function choosesGzip(acceptEncoding: string | undefined): boolean {
  if (acceptEncoding === undefined) return false;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  const q = (encoding: string) => accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
  const gzip = q('gzip');
  return gzip === 1 || (gzip > 0 && q('deflate') <= gzip);
}
