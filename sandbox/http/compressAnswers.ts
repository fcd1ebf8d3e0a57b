import { promisify } from 'node:util';
import { deflate, deflateSync, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

/** Answers smaller than this go as they are: a few hundred bytes gain less than the headers cost. */
const THRESHOLD = 1024;
/** Up to this size an answer is compressed on the spot (tens of microseconds); a larger one on libuv's threads. */
const ON_THE_SPOT = 64 * 1024;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

type Encoding = 'gzip' | 'deflate';
const ENCODINGS: Encoding[] = ['gzip', 'deflate'];
const later = { gzip: promisify(gzip), deflate: promisify(deflate) };
const now = { gzip: gzipSync, deflate: deflateSync };

/** The encoding the client prefers among gzip and deflate, gzip first at equal q (as Hono's compress()). */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const wildcard = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const q = accepts.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard ?? 0;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

/**
 * The API's answers compressed as the client accepts (decision 451), as Hono's `compress()` chose, but
 * whole rather than through a CompressionStream: the API's answers are built whole, and the stream's
 * machinery cost the event loop more than the gzip itself (a 1.6 KB case read: 1.0–1.2 ms of loop
 * against 0.5–0.7 ms uncompressed; decision 415's contention run). Large answers (the documents'
 * base64 PDFs) are compressed on libuv's threads, off the loop.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    const cacheControl = res.headers.get('Cache-Control');
    if (
      res.status === 206 ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Transfer-Encoding') ||
      c.req.method === 'HEAD' ||
      !res.body ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      (cacheControl && NO_TRANSFORM.test(cacheControl))
    )
      return;
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !(vary && VARIES_BY_ENCODING.test(vary)))
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chosenEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let body: Uint8Array<ArrayBuffer> = bytes;
    if (bytes.byteLength >= THRESHOLD) {
      // zlib's Buffers are views of whole ArrayBuffers.
      body = (
        bytes.byteLength <= ON_THE_SPOT ? now[encoding](bytes) : await later[encoding](bytes)
      ) as Uint8Array<ArrayBuffer>;
      headers.set('Content-Encoding', encoding);
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    headers.set('Content-Length', String(body.byteLength));
    // Cleared first: Hono's setter would otherwise re-wrap the new body in a stream and copy the old
    // headers over the new (the Content-Length among them).
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  };
}
