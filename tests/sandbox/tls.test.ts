import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type ClientHttp2Session, connect } from 'node:http2';
import { Agent, request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOST_REFUSED } from '../../sandbox/http/allowedHosts.ts';
import { type RunningSandbox, startSandbox } from '../../sandbox/server.ts';
import { tlsFiles } from '../../sandbox/tlsFiles.ts';
import { compressBuiltFiles } from '../../scripts/vite-compress.ts';
import { selfSignedCert } from '../support/selfSignedCert.ts';

/**
 * The sandbox over HTTPS (EPD_TLS_CERT and EPD_TLS_KEY, decision 529): HTTP/2 offered as a production host
 * offers it, HTTP/1.1 still answered, the same answers and the same refusals as over plain HTTP.
 */
let sandbox: RunningSandbox;
let dir: string;
let ca: Buffer;
const SCRIPT = `export const clauses = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `clause ${i}`))};\n`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'epd-tls-'));
  const portalDir = join(dir, 'portal');
  mkdirSync(join(portalDir, 'assets'), { recursive: true });
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>EPD portal</title>');
  writeFileSync(join(portalDir, 'assets', 'terms-abc123.js'), SCRIPT);
  await compressBuiltFiles(portalDir);
  const { certFile, keyFile } = selfSignedCert(dir);
  ca = readFileSync(certFile);
  const tls = tlsFiles(certFile, keyFile);
  sandbox = await startSandbox({
    port: 0,
    cardPort: 0,
    dataDir: join(dir, 'data'),
    portalDir,
    log: false,
    tls,
  });
});

afterAll(async () => {
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request on an HTTP/2 session, its body sent whole (none for a GET), and the whole answer. */
function h2Request(session: ClientHttp2Session, headers: Record<string, string>, body?: Buffer) {
  return new Promise<Answer>((resolveAnswer, reject) => {
    const stream = session.request(headers);
    const chunks: Buffer[] = [];
    let head: Answer['headers'] = {};
    stream.on('response', (h) => {
      head = h;
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolveAnswer({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }),
    );
    stream.on('error', reject);
    stream.end(body);
  });
}

const h2Get = (session: ClientHttp2Session, path: string, headers: Record<string, string> = {}) =>
  h2Request(session, { ':path': path, ...headers });

function h2Session(origin = sandbox.url) {
  return new Promise<ClientHttp2Session>((resolveSession, reject) => {
    const session = connect(origin, { ca, servername: 'localhost' });
    session.once('connect', () => resolveSession(session));
    session.once('error', reject);
  });
}

describe('the sandbox over HTTPS', () => {
  it('names https addresses for the portal and the card provider', () => {
    expect(sandbox.url).toMatch(/^https:\/\/localhost:\d+$/);
    expect(sandbox.cardUrl).toMatch(/^https:\/\/localhost:\d+$/);
  });

  it('speaks HTTP/2, serving the built files compressed and immutable, and the API', async () => {
    const session = await h2Session();
    try {
      expect(session.alpnProtocol).toBe('h2');
      const script = await h2Get(session, '/epd/assets/terms-abc123.js', { 'accept-encoding': 'br, gzip' });
      expect(script.status).toBe(200);
      expect(script.headers['content-encoding']).toBe('br');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(script.body).toString()).toBe(SCRIPT);
      const config = await h2Get(session, '/api/config/ui');
      expect(config.status).toBe(200);
      expect(JSON.parse(config.body.toString())).toHaveProperty('supportPhone');
    } finally {
      session.close();
    }
  });

  it('refuses over HTTP/2 an :authority that is not one of its names, as it refuses such a Host', async () => {
    const session = await h2Session();
    try {
      const refused = await h2Get(session, '/api/config/ui', { ':authority': 'evil.example' });
      expect(refused.status).toBe(403);
      expect(refused.body.toString()).toContain(HOST_REFUSED);
      const allowed = await h2Get(session, '/api/config/ui', { ':authority': `localhost:${sandbox.port}` });
      expect(allowed.status).toBe(200);
    } finally {
      session.close();
    }
  });

  it('still answers HTTP/1.1 over TLS, for a client without HTTP/2', async () => {
    const answer = await new Promise<{ status: number; protocol: string | false }>((resolveGet, reject) => {
      const req = httpsRequest(
        `${sandbox.url}/api/config/ui`,
        { agent: new Agent({ ca, ALPNProtocols: ['http/1.1'] }) },
        (res) => {
          const protocol = (res.socket as { alpnProtocol?: string | false }).alpnProtocol ?? false;
          res.resume();
          res.on('end', () => resolveGet({ status: res.statusCode ?? 0, protocol }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(answer).toEqual({ status: 200, protocol: 'http/1.1' });
  });

  it('refuses a body over the limit with a 413 on either protocol, asking only HTTP/1.1 to close', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 'a');
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    const session = await h2Session();
    try {
      const refused = await h2Request(
        session,
        { ':method': 'POST', ':path': '/api/Login', 'content-type': 'application/json' },
        body,
      );
      expect(refused.status).toBe(413);
      expect(refused.body.toString()).toContain('The request body is larger than 1 MB.');
      expect(refused.headers.connection).toBeUndefined();
      // The session goes on: only the refused request's stream ended.
      expect((await h2Get(session, '/api/config/ui')).status).toBe(200);
    } finally {
      session.close();
      process.off('warning', onWarning);
    }
    // Node drops a Connection header from an HTTP/2 answer, with a warning; none is sent.
    expect(warnings).toEqual([]);

    const overHttp1 = await new Promise<{ status: number; connection: string | undefined }>(
      (resolvePost, reject) => {
        const req = httpsRequest(
          `${sandbox.url}/api/Login`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            agent: new Agent({ ca, ALPNProtocols: ['http/1.1'] }),
          },
          (res) => {
            res.resume();
            res.on('end', () =>
              resolvePost({ status: res.statusCode ?? 0, connection: res.headers.connection }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      },
    );
    expect(overHttp1).toEqual({ status: 413, connection: 'close' });
  });

  it('answers on the card provider port over HTTPS', async () => {
    const session = await h2Session(sandbox.cardUrl);
    try {
      const form = await h2Get(session, '/hosted-form');
      expect(form.status).not.toBe(403);
      expect(form.status).toBeLessThan(500);
    } finally {
      session.close();
    }
  });
});

/** A sandbox over HTTPS of a test's own, to close under a client, with its certificate. */
async function ownTlsSandbox() {
  const own = mkdtempSync(join(tmpdir(), 'epd-tls-own-'));
  const { certFile, keyFile } = selfSignedCert(own);
  const running = await startSandbox({
    port: 0,
    cardPort: 0,
    dataDir: join(own, 'data'),
    log: false,
    tls: tlsFiles(certFile, keyFile),
  });
  return { own, certFile, running };
}

describe('closing a sandbox over HTTPS', () => {
  it('closes while a client keeps its HTTP/2 session open, telling the client to go', async () => {
    const { own, certFile, running } = await ownTlsSandbox();
    const session = connect(running.url, { ca: readFileSync(certFile), servername: 'localhost' });
    const told = new Promise<void>((resolveGoaway) => session.once('goaway', () => resolveGoaway()));
    await h2Get(session, '/api/config/ui');
    const started = Date.now();
    await running.close();
    await told;
    expect(Date.now() - started).toBeLessThan(1500);
    session.destroy();
    rmSync(own, { recursive: true, force: true });
  });
});

describe('closing a sandbox over HTTPS, with a request that never ends', () => {
  it('cuts a connection still sending its headers after the grace, rather than waiting for it', async () => {
    const { own, certFile, running } = await ownTlsSandbox();
    const socket = tlsConnect({
      port: running.port,
      host: '127.0.0.1',
      servername: 'localhost',
      ca: readFileSync(certFile),
      ALPNProtocols: ['http/1.1'],
    });
    await new Promise<void>((resolveConnect) => socket.once('secureConnect', () => resolveConnect()));
    // Headers begun and never finished: not an idle connection, which closing would end at once.
    socket.write(`GET /api/config/ui HTTP/1.1\r\nHost: localhost:${running.port}\r\n`);
    const cut = new Promise<void>((resolveCut) => socket.once('close', () => resolveCut()));
    const started = Date.now();
    await running.close();
    await cut;
    // The grace is 2 s; Node alone would wait for its 66 s header limit.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(Date.now() - started).toBeLessThan(4000);
    rmSync(own, { recursive: true, force: true });
  });
});

describe('EPD_TLS_CERT and EPD_TLS_KEY', () => {
  it('serve plain HTTP when neither is set', () => {
    expect(tlsFiles(undefined, undefined)).toBeUndefined();
  });

  it('stop the start with what to fix when one is set without the other', () => {
    const both = /Set both EPD_TLS_CERT .* and EPD_TLS_KEY .* or neither/;
    expect(() => tlsFiles('cert.pem', undefined)).toThrow(both);
    expect(() => tlsFiles(undefined, 'key.pem')).toThrow(both);
  });

  it('name the variable whose file cannot be read', () => {
    expect(() => tlsFiles(join(dir, 'no-such-cert.pem'), join(dir, 'no-such-key.pem'))).toThrow(
      /^EPD_TLS_CERT names .*no-such-cert\.pem, which cannot be read/,
    );
  });
});
