import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningSandbox, startSandbox, trackInFlight } from '../../sandbox/server.ts';
import { openDatabase } from '../../sandbox/store/sqlite.ts';

/** startSandbox itself: the portal under /epd with the SPA fallback, the mounted sub-apps, the CLI. */
let sandbox: RunningSandbox;
let dataDir: string;
let portalDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'epd-server-test-'));
  portalDir = mkdtempSync(join(tmpdir(), 'epd-portal-'));
  mkdirSync(join(portalDir, 'assets'));
  writeFileSync(join(portalDir, 'index.html'), '<!doctype html><title>EPD portal</title>');
  writeFileSync(join(portalDir, 'assets', 'app.js'), 'console.log("portal")');
  sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir, supportPhone: '1-800-555-0199' });
});

afterAll(async () => {
  await sandbox.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(portalDir, { recursive: true, force: true });
});

describe('startSandbox', () => {
  it('listens on two free ports: the portal and API, and the card provider', () => {
    expect(sandbox.port).toBeGreaterThan(0);
    expect(sandbox.cardPort).toBeGreaterThan(0);
    expect(sandbox.cardPort).not.toBe(sandbox.port);
    expect(sandbox.url).toBe(`http://localhost:${sandbox.port}`);
    expect(sandbox.cardUrl).toBe(`http://localhost:${sandbox.cardPort}`);
  });

  it('redirects /epd to /epd/ and serves index.html there', async () => {
    const redirect = await fetch(`${sandbox.url}/epd`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/epd/');
    const index = await fetch(`${sandbox.url}/epd/`);
    expect(await index.text()).toContain('EPD portal');
  });

  it('serves files as they are and answers index.html for any other /epd path (SPA)', async () => {
    const asset = await fetch(`${sandbox.url}/epd/assets/app.js`);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(await asset.text()).toBe('console.log("portal")');
    const deep = await fetch(`${sandbox.url}/epd/doc-review/100001`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('EPD portal');
  });

  it('never serves a file from outside the portal folder', async () => {
    const escaped = await fetch(`${sandbox.url}/epd/..%2F..%2F..%2Fetc%2Fpasswd`);
    expect(escaped.status).toBe(404);
    expect(await escaped.text()).not.toContain('root:');
  });

  it('mounts the external pages and serves the card form on the card port', async () => {
    const sso = await fetch(`${sandbox.url}/__external/sso`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'agentToken=abc.def.ghi&destination=PolicyList',
    });
    expect(sso.status).toBe(200);
    const referralBase = encodeURIComponent(`${sandbox.url}/epd/card-return.html`);
    const form = await fetch(`${sandbox.cardUrl}/hosted-form?sessionId=s-1&referralBase=${referralBase}`);
    expect(form.status).toBe(200);
  });

  it('keeps an idle connection open for 65 s on both ports, and says so', async () => {
    const keepAliveOf = (url: string) =>
      new Promise<string | undefined>((resolveHeader, reject) => {
        const sent = request(url, { agent: false, headers: { Connection: 'keep-alive' } }, (answer) => {
          answer.resume();
          answer.on('end', () => resolveHeader(String(answer.headers['keep-alive'])));
        });
        sent.on('error', reject);
        sent.end();
      });
    expect(await keepAliveOf(`${sandbox.url}/api/config/ui`)).toBe('timeout=65');
    expect(await keepAliveOf(`${sandbox.cardUrl}/`)).toBe('timeout=65');
  });

  it('answers the configured support phone', async () => {
    const ui = (await (await fetch(`${sandbox.url}/api/config/ui`)).json()) as { supportPhone: string };
    expect(ui.supportPhone).toBe('1-800-555-0199');
  });

  it('keeps its data: a second start on the same data dir finds the change, not a fresh seed', async () => {
    const agent = await (await fetch(`${sandbox.url}/api/agents/10001/login`, { method: 'POST' })).text();
    await fetch(`${sandbox.url}/api/Change/100001/CreateNotTakenRequest`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${agent}` },
    });
    const second = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir: null });
    try {
      const stored = (await (await fetch(`${second.url}/__sandbox/cases/100001`)).json()) as {
        lifeCycleStatus: string;
      };
      expect(stored.lifeCycleStatus).toBe('Canceled');
      // Tokens stay valid across restarts: the signing secret lives in the data dir.
      const caseRead = await fetch(`${second.url}/api/Cases/100001/ForAgent`, {
        headers: { Authorization: `Bearer ${agent}` },
      });
      expect(caseRead.status).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('npm run sandbox -- reset', () => {
  it('restores the demo data of EPD_DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'epd-cli-test-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', 'reset'], {
        env: { ...process.env, EPD_DATA_DIR: dir },
        encoding: 'utf8',
      });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toContain('Demo data restored');
      const db = openDatabase(join(dir, 'epd-sandbox.sqlite'), { readOnly: true });
      const count = db.prepare('SELECT COUNT(*) AS n FROM cases').get() as { n: number };
      db.close();
      expect(count.n).toBe(56);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('explains its usage for anything else', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', 'wipe'], {
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Usage: npm run sandbox -- reset');
  });
});

describe('closing', () => {
  it('does not wait for ever on a request that is still running, and names it (method and path only)', async () => {
    const app = new Hono();
    const inFlight = trackInFlight(app, 50);
    app.get('/api/stuck', () => new Promise<Response>(() => {}));
    void app.request('/api/stuck?probe=secret');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => void warnings.push(message);
    try {
      await inFlight.idle();
    } finally {
      console.warn = warn;
    }
    expect(warnings).toEqual(['Sandbox closing with requests still running: GET /api/stuck']);
  });

  it('lets go of a request the browser gave up on while the latency fault delayed it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'epd-close-test-'));
    const held = await startSandbox({ port: 0, cardPort: 0, dataDir: dir, portalDir: null });
    await fetch(`${held.url}/__sandbox/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latencyMs: 60_000 }),
    });
    const givenUp = new AbortController();
    const running = fetch(`${held.url}/api/config`, { signal: givenUp.signal }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 200));
    givenUp.abort();
    await running;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => void warnings.push(message);
    try {
      await held.close();
    } finally {
      console.warn = warn;
      rmSync(dir, { recursive: true, force: true });
    }
    expect(warnings).toEqual([]);
  });
});
