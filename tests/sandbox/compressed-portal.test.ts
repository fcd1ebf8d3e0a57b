import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.ts';
import { compressBuiltFiles } from '../../scripts/vite-compress.ts';
import { LOCALE_COOKIE } from '../../src/i18n/locale.ts';

/**
 * The built portal served as production would serve it (decision 340): the build's brotli and gzip
 * copies chosen by Accept-Encoding, the file itself otherwise, with the caching, Vary and length a
 * cache needs, and HEAD and byte ranges answered sanely. Read over raw HTTP: fetch would decompress.
 */
let sandbox: RunningSandbox;
let dataDir: string;
let portalDir: string;

const SCRIPT = `export const terms = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `clause ${i}: the insured may cancel`))};\n`;
const INDEX = `<!doctype html><html><head><title>EPD portal</title></head><body>${'<p>policy</p>'.repeat(200)}</body></html>`;
const LOGIN = INDEX.replace('<body>', '<body><div id="root" data-prerendered="Login"><form></form></div>');
const PAYMENT_PAGE = INDEX.replace(
  '</head>',
  '<link rel="modulepreload" crossorigin href="/epd/assets/PaymentScreen-abc123.js"></head>',
);
const DRAWN_PAYMENT = PAYMENT_PAGE.replace(
  '<body>',
  '<body><div id="root" data-prerendered="waiting"><h1>Now, let us check on your payments</h1></div>',
);
const SMALL = 'console.log("small")';
const IMMUTABLE = 'public, max-age=31536000, immutable';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'epd-compress-data-'));
  portalDir = mkdtempSync(join(tmpdir(), 'epd-compress-portal-'));
  mkdirSync(join(portalDir, 'assets'));
  writeFileSync(join(portalDir, 'index.html'), INDEX);
  writeFileSync(join(portalDir, 'login.html'), LOGIN);
  mkdirSync(join(portalDir, 'screens'));
  writeFileSync(join(portalDir, 'screens', 'payment.html'), PAYMENT_PAGE);
  mkdirSync(join(portalDir, 'screens', 'en'));
  writeFileSync(join(portalDir, 'screens', 'en', 'payment.html'), DRAWN_PAYMENT);
  writeFileSync(join(portalDir, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(portalDir, 'assets', 'small-def456.js'), SMALL);
  writeFileSync(join(portalDir, 'assets', 'mark-0a1b2c.png'), Buffer.alloc(4096, 7));
  await compressBuiltFiles(portalDir);
  sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir, log: false });
});

afterAll(async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(portalDir, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolveRaw, reject) => {
    const req = request(`${sandbox.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolveRaw({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const SCRIPT_PATH = '/epd/assets/index-abc123.js';

describe('the build writes compressed copies', () => {
  it('brotli and gzip beside each compressible file, each decompressing to it; none for small or packed files', () => {
    const script = join(portalDir, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${script}.br`)).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(`${script}.gz`)).toString()).toBe(SCRIPT);
    expect(existsSync(join(portalDir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(portalDir, 'assets', 'small-def456.js.br'))).toBe(false);
    expect(existsSync(join(portalDir, 'assets', 'mark-0a1b2c.png.gz'))).toBe(false);
  });
});

describe('a hashed asset', () => {
  it('comes as brotli when the browser accepts it, whatever else it accepts', async () => {
    const answer = await raw(SCRIPT_PATH, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    expect(answer.headers['content-type']).toContain('javascript');
  });

  it('comes as gzip when only gzip is accepted, or brotli is refused with q=0', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.5', 'GZIP;q=1']) {
      const answer = await raw(SCRIPT_PATH, { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.headers.vary).toContain('Accept-Encoding');
    }
  });

  it('comes as it is when no encoding the build made is accepted', async () => {
    for (const accept of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0']) {
      const answer = await raw(SCRIPT_PATH, accept === undefined ? {} : { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(answer.body.toString()).toBe(SCRIPT);
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('takes * as any encoding not refused', async () => {
    expect((await raw(SCRIPT_PATH, { 'Accept-Encoding': '*' })).headers['content-encoding']).toBe('br');
    expect((await raw(SCRIPT_PATH, { 'Accept-Encoding': '*, br;q=0' })).headers['content-encoding']).toBe(
      'gzip',
    );
  });

  it('comes as it is when the build made no copy, brotli accepted or not', async () => {
    const small = await raw('/epd/assets/small-def456.js', { 'Accept-Encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe(SMALL);
    expect(small.headers.vary).toBeUndefined();
    const image = await raw('/epd/assets/mark-0a1b2c.png', { 'Accept-Encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4096);
  });

  it('never serves a compressed copy under its own name as something else', async () => {
    const copy = await raw(`${SCRIPT_PATH}.br`, { 'Accept-Encoding': 'br' });
    expect(copy.status).toBe(404);
  });
});

describe('index.html', () => {
  it('is compressed and never cached unchecked, at the base path and at any route', async () => {
    for (const path of ['/epd/', '/epd/doc-review/100001', '/epd/index.html']) {
      const answer = await raw(path, { 'Accept-Encoding': 'gzip, br' });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(answer.body).toString(), path).toBe(INDEX);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(answer.headers.vary, path).toContain('Accept-Encoding');
      expect(answer.headers['content-security-policy'], path).toContain("default-src 'self'");
    }
    const plain = await raw('/epd/secure-home');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(INDEX);
  });
});

describe('the login page drawn at build (decision 341)', () => {
  it('is what the login route answers, compressed and never cached unchecked; no other route gets it', async () => {
    for (const path of ['/epd/login', '/epd/login/']) {
      const answer = await raw(path, { 'Accept-Encoding': 'br' });
      expect(answer.status, path).toBe(200);
      expect(brotliDecompressSync(answer.body).toString(), path).toBe(LOGIN);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
    }
    for (const path of ['/epd/agent-login', '/epd/login-jwt', '/epd/', '/epd/loginx'])
      expect((await raw(path)).body.toString(), path).toBe(INDEX);
  });
});

describe("a signed-in screen's page written at build (decision 450)", () => {
  it('is what every address of the screen answers, compressed and never cached unchecked', async () => {
    for (const path of ['/epd/payment/100001', '/epd/payment/100001/', '/epd/payment']) {
      const answer = await raw(path, { 'Accept-Encoding': 'br', 'Accept-Language': 'es' });
      expect(answer.status, path).toBe(200);
      expect(brotliDecompressSync(answer.body).toString(), path).toBe(PAYMENT_PAGE);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-security-policy'], path).toContain("default-src 'self'");
    }
  });

  it('leaves every other address, and names that are not a screen, to index.html', async () => {
    for (const path of [
      '/epd/recurring-payment/100001',
      '/epd/Payment/100001',
      '/epd/payment.html',
      '/epd/paymentx/100001',
      '/epd/secure-home',
    ]) {
      const answer = await raw(path);
      if (path.endsWith('.html')) expect(answer.status, path).toBe(404);
      else expect(answer.body.toString(), path).toBe(INDEX);
    }
  });
});

describe('pages drawn in English at build go to English readers only (decision 524)', () => {
  const pages = async (headers: Record<string, string>) => ({
    payment: (await raw('/epd/payment/100001', headers)).body.toString(),
    login: (await raw('/epd/login', headers)).body.toString(),
  });

  it('an English reader gets the drawn pages: by the cookie the portal writes, else the browser languages', async () => {
    const englishReaders: Record<string, string>[] = [
      {},
      { 'Accept-Language': 'en-US,en;q=0.9' },
      { 'Accept-Language': 'fr-FR, de' },
      { 'Accept-Language': 'es-US,es;q=0.9', Cookie: `theme=dark; ${LOCALE_COOKIE}=en` },
      { Cookie: `${LOCALE_COOKIE}=xx` },
    ];
    for (const headers of englishReaders)
      expect(await pages(headers), JSON.stringify(headers)).toEqual({ payment: DRAWN_PAYMENT, login: LOGIN });
  });

  it('a Spanish reader gets the pages with nothing drawn, so never English before Spanish', async () => {
    const spanishReaders: Record<string, string>[] = [
      { 'Accept-Language': 'es-US,es;q=0.9,en;q=0.8' },
      { 'Accept-Language': 'fr-FR, es' },
      { 'Accept-Language': 'en-US', Cookie: `${LOCALE_COOKIE}=es` },
      { 'Accept-Language': 'en-US', Cookie: `a=1;${LOCALE_COOKIE}=es;b=2` },
      { 'Accept-Language': 'ES' },
    ];
    for (const headers of spanishReaders)
      expect(await pages(headers), JSON.stringify(headers)).toEqual({ payment: PAYMENT_PAGE, login: INDEX });
  });

  it('tells caches the answer depends on the language as well as the encoding', async () => {
    for (const path of ['/epd/payment/100001', '/epd/login'])
      expect((await raw(path)).headers.vary, path).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect((await raw('/epd/agent-login')).headers.vary).toBe('Accept-Encoding');
  });
});

describe('HEAD and byte ranges', () => {
  it('HEAD answers the headers GET would, with no body', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const get = await raw(SCRIPT_PATH, { 'Accept-Encoding': accept });
      const head = await raw(SCRIPT_PATH, { 'Accept-Encoding': accept }, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of ['content-encoding', 'content-length', 'content-type', 'cache-control', 'vary'])
        expect(head.headers[name], `${accept} ${name}`).toBe(get.headers[name]);
    }
  });

  it('one range is a 206 of the file itself, whatever the encodings accepted', async () => {
    const size = Buffer.byteLength(SCRIPT);
    const answer = await raw(SCRIPT_PATH, { Range: 'bytes=0-99', 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(answer.headers['content-length']).toBe('100');
    expect(answer.body.toString()).toBe(SCRIPT.slice(0, 100));
    const tail = await raw(SCRIPT_PATH, { Range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(tail.body.toString()).toBe(SCRIPT.slice(-10));
    const open = await raw(SCRIPT_PATH, { Range: `bytes=${size - 5}-` });
    expect(open.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    expect(open.body.toString()).toBe(SCRIPT.slice(-5));
  });

  it('a range past the end is a 416 naming the size; several or malformed ranges get the whole file', async () => {
    const size = Buffer.byteLength(SCRIPT);
    const past = await raw(SCRIPT_PATH, { Range: `bytes=${size}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);
    for (const range of ['bytes=0-1,5-9', 'items=0-3', 'bytes=9-2', 'bytes=x-y']) {
      const whole = await raw(SCRIPT_PATH, { Range: range });
      expect(whole.status, range).toBe(200);
      expect(whole.body.toString(), range).toBe(SCRIPT);
    }
  });
});
