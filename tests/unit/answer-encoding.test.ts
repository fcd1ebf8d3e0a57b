import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { choosesGzip } from '../../sandbox/search/answerEncoding.ts';

/**
 * The search's thread gzips an answer exactly when the API's compress() would have (decision 415):
 * checked against compress() itself, over the Accept-Encoding headers clients send and odd ones.
 */
const app = new Hono();
app.use('*', compress());
app.get('/', (c) => c.json({ text: 'x'.repeat(2048) }));

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

describe('choosesGzip', () => {
  it.each(HEADERS.map((h) => [h]))('chooses as compress() does for Accept-Encoding %j', async (header) => {
    const answer = await app.request('/', {
      headers: header === undefined ? {} : { 'Accept-Encoding': header },
    });
    expect(choosesGzip(header)).toBe(answer.headers.get('Content-Encoding') === 'gzip');
  });

  it('sees both choices among the headers', () => {
    expect(HEADERS.filter((h) => choosesGzip(h)).length).toBeGreaterThan(3);
    expect(HEADERS.filter((h) => !choosesGzip(h)).length).toBeGreaterThan(3);
  });
});
