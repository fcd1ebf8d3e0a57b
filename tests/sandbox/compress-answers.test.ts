import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { chosenEncoding, compressAnswers } from '../../sandbox/http/compressAnswers.ts';

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
  app.get('/vary/:n', (c) => c.json(MIDDLE, 200, { Vary: VARIES[Number(c.req.param('n'))] ?? '' }));
  app.get('/cache/:n', (c) =>
    c.json(MIDDLE, 200, { 'Cache-Control': CACHE_CONTROLS[Number(c.req.param('n'))] ?? '' }),
  );
  app.get('/partial', (c) => c.json(MIDDLE, 206));
  // Exactly the threshold: compressed.
  app.get('/threshold', (c) => c.body('x'.repeat(1024), 200, { 'Content-Type': 'application/json' }));
  app.get('/weak', (c) => c.json(MIDDLE, 200, { ETag: 'W/"v1"' }));
  return app;
}
// Vary values that already name Accept-Encoding, or '*': left as they are; and one that does not.
const VARIES = [
  '*',
  'Accept-Encoding',
  'Accept-Encoding, Origin',
  'Origin,Accept-Encoding',
  'Origin, Accept-Encoding',
  'Accept-Encoding,Origin',
  'Accept-Encoding , Origin',
  'Origin',
];
// Cache-Control values with no-transform (left uncompressed) and without.
const CACHE_CONTROLS = ['private, no-transform ,max-age=0', 'no-transform', 'private', 'no-store'];
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

describe('compressAnswers, beside compress() on the edges', () => {
  it.each(VARIES.map((vary, n) => [vary, n]))('Vary %j comes out as compress() leaves it', async (_, n) => {
    const [mine, theirs] = await Promise.all([
      ours.request(`/vary/${n}`, { headers: asking('gzip') }),
      hono.request(`/vary/${n}`, { headers: asking('gzip') }),
    ]);
    expect(mine.headers.get('Vary')).toBe(theirs.headers.get('Vary'));
  });

  it('names Accept-Encoding once, and leaves *', async () => {
    const vary = async (n: number) =>
      (await ours.request(`/vary/${n}`, { headers: asking('gzip') })).headers.get('Vary');
    for (let n = 1; n < VARIES.length - 1; n += 1) expect(await vary(n)).toBe(VARIES[n]);
    expect(await vary(0)).toBe('*');
    expect(await vary(VARIES.length - 1)).toBe('Origin, Accept-Encoding');
  });

  it.each(CACHE_CONTROLS.map((value, n) => [value, n]))(
    'Cache-Control %j: compressed as compress() does',
    async (_, n) => {
      const [mine, theirs] = await Promise.all([
        ours.request(`/cache/${n}`, { headers: asking('gzip') }),
        hono.request(`/cache/${n}`, { headers: asking('gzip') }),
      ]);
      expect(mine.headers.get('Content-Encoding')).toBe(theirs.headers.get('Content-Encoding'));
    },
  );

  it('compresses what may be transformed, and only that', async () => {
    const encodings = await Promise.all(
      CACHE_CONTROLS.map(async (_, n) =>
        (await ours.request(`/cache/${n}`, { headers: asking('gzip') })).headers.get('Content-Encoding'),
      ),
    );
    expect(encodings).toEqual([null, null, 'gzip', 'gzip']);
  });

  it('leaves a partial answer as it is', async () => {
    const answer = await ours.request('/partial', { headers: asking('gzip') });
    expect(answer.status).toBe(206);
    expect(answer.headers.get('Content-Encoding')).toBeNull();
    expect(JSON.parse(await answer.text())).toEqual(MIDDLE);
  });

  it('compresses an answer of exactly 1 KB', async () => {
    const answer = await ours.request('/threshold', { headers: asking('gzip') });
    expect(answer.headers.get('Content-Encoding')).toBe('gzip');
    expect(decoded('gzip', await answer.arrayBuffer())).toBe('x'.repeat(1024));
  });

  it('keeps a weak ETag as it was', async () => {
    const answer = await ours.request('/weak', { headers: asking('gzip') });
    expect(answer.headers.get('Content-Encoding')).toBe('gzip');
    expect(answer.headers.get('ETag')).toBe('W/"v1"');
  });
});

describe("the chosen encoding, as the search's thread asks it", () => {
  it.each(HEADERS.map((h) => [h]))(
    'is gzip exactly when the API gzips, for Accept-Encoding %j',
    async (header) => {
      const answer = await ours.request('/middle', { headers: asking(header) });
      expect(chosenEncoding(header) === 'gzip').toBe(answer.headers.get('Content-Encoding') === 'gzip');
    },
  );
});
