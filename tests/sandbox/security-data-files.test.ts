import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { CLOCK_SKEW_SECONDS, TokenService } from '../../sandbox/auth/tokens.ts';
import { startSandbox } from '../../sandbox/server.ts';
import { DB_FILE } from '../../sandbox/store/db.ts';
import { openDatabase } from '../../sandbox/store/sqlite.ts';
import { TOKEN_KEY_FILE } from '../../sandbox/store/tokenSecret.ts';
import { basic, OLIVIA, PASSWORD } from './support.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'epd-files-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;
const start = (dataDir: string, options: { tokenSecret?: string } = {}) =>
  startSandbox({ port: 0, cardPort: 0, dataDir, portalDir: null, ...options });

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: basic(OLIVIA, PASSWORD) });
  expect(answer.status).toBe(200);
  return answer.text();
}

/** Decision 372: the data dir and its files are the owner's alone, and no secret is in the database. */
describe('the data files are readable by their owner only', () => {
  it('makes the data dir 0700 and the database, its log and its index 0600', async () => {
    const dataDir = join(freshDir(), 'data');
    const sandbox = await start(dataDir);
    try {
      await signIn(sandbox.url);
      expect(modeOf(dataDir)).toBe(0o700);
      for (const suffix of ['', '-wal', '-shm']) {
        const file = join(dataDir, `${DB_FILE}${suffix}`);
        expect(existsSync(file), suffix).toBe(true);
        expect(modeOf(file), suffix || 'database').toBe(0o600);
      }
      expect(modeOf(join(dataDir, TOKEN_KEY_FILE))).toBe(0o600);
    } finally {
      await sandbox.close();
    }
  });

  it('narrows a data dir and database files made world-readable before', async () => {
    const dataDir = freshDir();
    await (await start(dataDir)).close();
    chmodSync(dataDir, 0o755);
    for (const suffix of ['', '-wal', '-shm'])
      if (existsSync(join(dataDir, `${DB_FILE}${suffix}`)))
        chmodSync(join(dataDir, `${DB_FILE}${suffix}`), 0o644);
    const sandbox = await start(dataDir);
    try {
      await signIn(sandbox.url);
      expect(modeOf(dataDir)).toBe(0o700);
      for (const suffix of ['', '-wal', '-shm'])
        expect(modeOf(join(dataDir, `${DB_FILE}${suffix}`)), suffix || 'database').toBe(0o600);
    } finally {
      await sandbox.close();
    }
  });

  it('keeps the token secret out of the database: a copy of it cannot sign a token the sandbox takes', async () => {
    const dataDir = freshDir();
    const sandbox = await start(dataDir);
    try {
      const token = await signIn(sandbox.url);
      const db = openDatabase(join(dataDir, DB_FILE), { readOnly: true });
      const meta = db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[];
      db.close();
      expect(meta.map((row) => row.key)).not.toContain('tokenSecret');
      const secret = Buffer.from(readFileSync(join(dataDir, TOKEN_KEY_FILE), 'utf8').trim(), 'base64');
      expect(secret.byteLength).toBe(32);
      // Nowhere in the database file, its log or its index either.
      for (const suffix of ['', '-wal', '-shm']) {
        const file = join(dataDir, `${DB_FILE}${suffix}`);
        if (existsSync(file)) expect(readFileSync(file).includes(secret), suffix || 'database').toBe(false);
      }
      // The session is signed with the file's secret.
      expect((await new TokenService(secret).verify(token)).ok).toBe(true);
    } finally {
      await sandbox.close();
    }
  });

  it("moves an older data dir's secret out of the database, so its tokens stay good", async () => {
    const dataDir = freshDir();
    await (await start(dataDir)).close();
    const secret = readFileSync(join(dataDir, TOKEN_KEY_FILE), 'utf8').trim();
    rmSync(join(dataDir, TOKEN_KEY_FILE));
    const db = openDatabase(join(dataDir, DB_FILE));
    db.prepare("INSERT INTO meta (key, value) VALUES ('tokenSecret', ?)").run(secret);
    db.close();
    const sandbox = await start(dataDir);
    try {
      expect(readFileSync(join(dataDir, TOKEN_KEY_FILE), 'utf8').trim()).toBe(secret);
      const after = openDatabase(join(dataDir, DB_FILE), { readOnly: true });
      expect(after.prepare("SELECT 1 FROM meta WHERE key = 'tokenSecret'").get()).toBeUndefined();
      after.close();
    } finally {
      await sandbox.close();
    }
  });

  it('takes the secret from EPD_TOKEN_SECRET and then writes no file; refuses a short one', async () => {
    const dataDir = freshDir();
    const sandbox = await start(dataDir, { tokenSecret: 'x'.repeat(40) });
    await sandbox.close();
    expect(existsSync(join(dataDir, TOKEN_KEY_FILE))).toBe(false);
    await expect(start(freshDir(), { tokenSecret: 'short' })).rejects.toThrow(
      'EPD_TOKEN_SECRET must be at least',
    );
  });

  it('refuses a token key file others may read', async () => {
    const dataDir = freshDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, TOKEN_KEY_FILE), `${Buffer.alloc(32, 7).toString('base64')}\n`, {
      mode: 0o644,
    });
    chmodSync(join(dataDir, TOKEN_KEY_FILE), 0o644);
    await expect(start(dataDir)).rejects.toThrow('chmod 600');
  });
});

describe('a token whose sign-in lies in the future is refused', () => {
  const secret = new Uint8Array(32).fill(3);
  const now = () => Math.floor(Date.now() / 1000);
  const signed = (claims: Record<string, unknown>, iat: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('epd-sandbox')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 3600)
      .sign(secret);

  it('refuses auth_time beyond the clock skew, and any renewal of it', async () => {
    const tokens = new TokenService(secret);
    const future = await signed({ auth_time: now() + 365 * 24 * 3600 }, now());
    expect(await tokens.verify(future)).toEqual({ ok: false, reason: 'invalid' });
    const soon = await signed({ auth_time: now() + CLOCK_SKEW_SECONDS + 30 }, now());
    expect(await tokens.verify(soon)).toEqual({ ok: false, reason: 'invalid' });
    // An issue time in the future is no better.
    expect(await tokens.verify(await signed({ auth_time: now() }, now() + 3600))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it("takes a sign-in a few seconds ahead: another server's clock, a little fast", async () => {
    const tokens = new TokenService(secret);
    const ahead = await signed({ auth_time: now() + CLOCK_SKEW_SECONDS - 10 }, now());
    expect((await tokens.verify(ahead)).ok).toBe(true);
  });
});
