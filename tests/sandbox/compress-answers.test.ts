import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from '../../sandbox/http/compressAnswers.ts';
import { choosesGzip } from '../../sandbox/search/answerEncoding.ts';

/**
 * The API's answers are compressed whole (sandbox/http/compressAnswers.ts) with the choices Hono's
 * compress() made before it (decision 451), and the search's thread gzips exactly when the API would
 * (decision 415).
 */
const SMALL = { text: 'x'.repeat(200) };
const MIDDLE = { text: 'x'.repeat(2048) };
// Over the size compressed on the spot: compressed on libuv's threads. Varied, so it does not shrink to nothing.
const LARGE = { rows: Array.from({ length: 9000 }, (_, i) => ({ i, word: `w${(i * 7919) % 10007}` })) };

function appWith(middleware: ReturnType<typeof compress>): Hono {
  const app = new Hono();
  app.use('*', middleware);
  app.get('/small', (c) => c.json(SMALL));
  app.get('/middle', (c) => c.json(MIDDLE));
  app.on('HEAD', '/middle', (c) => c.json(MIDDLE));
  app.get('/large', (c) => c.json(LARGE));
  app.get('/pdf', (c) => c.body(new Uint8Array(4096).fill(37), 200, { 'Content-Type': 'application/pdf' }));
  app.get('/no-transform', (c) => c.json(MIDDLE, 200, { 'Cache-Control': 'no-transform' }));
  app.get('/encoded', (c) =>
    c.body(new Uint8Array(4096).fill(1), 200, {
      'Content-Encoding': 'br',
      'Content-Type': 'application/json',
    }),
  );
  app.get('/etag', (c) => c.json(MIDDLE, 200, { ETag: '"v1"' }));
  app.get('/varies', (c) => c.json(MIDDLE, 200, { Vary: 'Origin' }));
  return app;
}
const ours = appWith(compressAnswers());
const hono = appWith(compress());

const HEADERS = [
  undefined,
  '',
  'gzip',
  'GZIP',
  'deflate',
  'gzip, deflate',
  'gzip, deflate, br, zstd',
  'deflate, gzip',
  'br',
  'identity',
  '*',
  '*;q=0.5',
  'gzip;q=0',
  'gzip;q=0, *',
  'gzip;q=0.5, deflate',
  'gzip;q=0.5, deflate;q=0.4',
  'gzip;q=0.5, deflate;q=0.5',
  'gzip;q=0.4, deflate;q=0.5',
  'deflate;q=1, gzip;q=1',
  '*;q=0.3, gzip;q=0.2',
  '*;q=0.3, deflate;q=0.2',
];

const asking = (header: string | undefined): Record<string, string> =>
  header === undefined ? {} : { 'Accept-Encoding': header };

function decoded(encoding: string | null, bytes: ArrayBuffer): string {
  const raw = Buffer.from(bytes);
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  if (encoding === 'deflate') return inflateSync(raw).toString();
  return raw.toString();
}

describe('compressAnswers', () => {
  it.each(HEADERS.map((h) => [h]))('chooses as compress() did for Accept-Encoding %j', async (header) => {
    const [mine, theirs] = await Promise.all([
      ours.request('/middle', { headers: asking(header) }),
      hono.request('/middle', { headers: asking(header) }),
    ]);
    expect(mine.headers.get('Content-Encoding')).toBe(theirs.headers.get('Content-Encoding'));
    expect(mine.headers.get('Vary')).toBe('Accept-Encoding');
    const bytes = await mine.arrayBuffer();
    if (mine.headers.has('Content-Encoding'))
      expect(Number(mine.headers.get('Content-Length'))).toBe(bytes.byteLength);
    expect(JSON.parse(decoded(mine.headers.get('Content-Encoding'), bytes))).toEqual(MIDDLE);
  });

  it('sees gzip, deflate and none among the headers', async () => {
    const chosen = await Promise.all(
      HEADERS.map(async (h) =>
        (await ours.request('/middle', { headers: asking(h) })).headers.get('Content-Encoding'),
      ),
    );
    expect(new Set(chosen)).toEqual(new Set(['gzip', 'deflate', null]));
  });

  it('leaves an answer under 1 KB as it is, its length said', async () => {
    const answer = await ours.request('/small', { headers: asking('gzip') });
    expect(answer.headers.get('Content-Encoding')).toBeNull();
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual(SMALL);
    expect(answer.headers.get('Content-Length')).toBe(String(Buffer.byteLength(text)));
  });

  it('compresses a large answer off the loop to the same bytes once decoded', async () => {
    for (const encoding of ['gzip', 'deflate']) {
      const answer = await ours.request('/large', { headers: asking(encoding) });
      expect(answer.headers.get('Content-Encoding')).toBe(encoding);
      const bytes = await answer.arrayBuffer();
      expect(bytes.byteLength).toBeLessThan(JSON.stringify(LARGE).length / 2);
      expect(JSON.parse(decoded(encoding, bytes))).toEqual(LARGE);
    }
  });

  it.each([
    ['a PDF', '/pdf'],
    ['an answer marked no-transform', '/no-transform'],
    ['an answer already encoded', '/encoded'],
  ])('leaves %s as it is', async (_, path) => {
    const [mine, theirs] = await Promise.all([
      ours.request(path, { headers: asking('gzip') }),
      hono.request(path, { headers: asking('gzip') }),
    ]);
    expect(mine.headers.get('Content-Encoding')).toBe(theirs.headers.get('Content-Encoding'));
    expect(mine.headers.get('Content-Encoding')).not.toBe('gzip');
    expect(Buffer.from(await mine.arrayBuffer())).toEqual(Buffer.from(await theirs.arrayBuffer()));
  });

  it('answers HEAD uncompressed', async () => {
    const answer = await ours.request('/middle', { method: 'HEAD', headers: asking('gzip') });
    expect(answer.headers.get('Content-Encoding')).toBeNull();
  });

  it('weakens a strong ETag of a compressed answer and keeps a Vary it had', async () => {
    const tagged = await ours.request('/etag', { headers: asking('gzip') });
    expect(tagged.headers.get('ETag')).toBe('W/"v1"');
    const varied = await ours.request('/varies', { headers: asking('gzip') });
    expect(varied.headers.get('Vary')).toBe('Origin, Accept-Encoding');
  });
});

describe('choosesGzip', () => {
  it.each(HEADERS.map((h) => [h]))(
    'is true exactly when the API gzips, for Accept-Encoding %j',
    async (header) => {
      const answer = await ours.request('/middle', { headers: asking(header) });
      expect(choosesGzip(header)).toBe(answer.headers.get('Content-Encoding') === 'gzip');
    },
  );
});
