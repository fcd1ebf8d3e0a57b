import { existsSync, readFileSync, statSync } from 'node:fs';

/**
 * One built file as a production host would send it (decision 340): the brotli or gzip copy the build
 * wrote beside it when the browser accepts that encoding (brotli first), else the file itself; a byte
 * range of the file itself when one range is asked for.
 */
/** A file read whole is never a shared buffer (the typing says it could be). */
const read = (file: string) => readFileSync(file) as Uint8Array<ArrayBuffer>;

const ENCODED_COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The codings an Accept-Encoding header allows, with `q=0` read as a refusal (RFC 9110 §12.5.3). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let wildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const allowed = Number.isFinite(weight) && weight > 0;
    if (name === '*') wildcard = allowed;
    else if (allowed) accepted.add(name);
    else refused.add(name);
  }
  if (wildcard) for (const { encoding } of ENCODED_COPIES) if (!refused.has(encoding)) accepted.add(encoding);
  return accepted;
}

/** A single `bytes=` range within a file of `size` bytes; null to send the whole file, 'unsatisfiable' for 416. */
function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  // Several ranges, another unit, or a malformed header: the whole file, which RFC 9110 §14.2 allows.
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}

interface Answer {
  status: 200 | 206 | 416;
  body: Uint8Array<ArrayBuffer> | null;
  headers: Record<string, string>;
}

/** The answer for `file`, whose type and caching the caller chose, to a request with these headers. */
export function staticFileAnswer(
  file: string,
  request: { acceptEncoding?: string; range?: string },
  base: { contentType: string; cacheControl: string },
): Answer {
  const headers: Record<string, string> = {
    'Content-Type': base.contentType,
    'Cache-Control': base.cacheControl,
    'Accept-Ranges': 'bytes',
  };
  const copies = ENCODED_COPIES.filter(({ suffix }) => existsSync(`${file}${suffix}`));
  // A cache must keep one copy per encoding wherever the answer depends on the header.
  if (copies.length > 0) headers.Vary = 'Accept-Encoding';
  if (request.range === undefined) {
    const accepted = acceptedEncodings(request.acceptEncoding);
    const chosen = copies.find(({ encoding }) => accepted.has(encoding));
    if (chosen) {
      const body = read(`${file}${chosen.suffix}`);
      return {
        status: 200,
        body,
        headers: { ...headers, 'Content-Encoding': chosen.encoding, 'Content-Length': String(body.length) },
      };
    }
  }
  // A range is of the file itself: ranges of a compressed copy would not join into anything readable.
  const size = statSync(file).size;
  const range = byteRange(request.range, size);
  if (range === 'unsatisfiable')
    return { status: 416, body: null, headers: { ...headers, 'Content-Range': `bytes */${size}` } };
  const whole = read(file);
  if (range === null)
    return { status: 200, body: whole, headers: { ...headers, 'Content-Length': String(size) } };
  const body = whole.subarray(range.start, range.end + 1);
  return {
    status: 206,
    body,
    headers: {
      ...headers,
      'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      'Content-Length': String(body.length),
    },
  };
}
