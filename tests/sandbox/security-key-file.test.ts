import { createHmac } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/server.ts';
import { ACCOUNT_KEY_FILE, DB_FILE, openDb } from '../../sandbox/store/db.ts';
import { openDatabase, pluck } from '../../sandbox/store/sqlite.ts';
import { basic, OLIVIA, PASSWORD } from './support.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'epd-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const metaKeys = (dataDir: string) => {
  const db = openDatabase(join(dataDir, DB_FILE), { readOnly: true });
  try {
    return pluck(db.prepare('SELECT key FROM meta')).all() as string[];
  } finally {
    db.close();
  }
};

/** Pays 100001 by bank as Olivia and answers the stored account's HMAC. */
async function payAndReadHash(url: string): Promise<string> {
  const session = await (
    await fetch(`${url}/api/auth/login`, { method: 'POST', headers: basic(OLIVIA, PASSWORD) })
  ).text();
  const dashboard = (await (
    await fetch(`${url}/api/Dashboard`, { headers: { Authorization: `Bearer ${session}` } })
  ).json()) as {
    agreementAuthToken: string;
  };
  const paid = await fetch(`${url}/api/Payments/100001/Initial`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${session}, Bearer ${dashboard.agreementAuthToken}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({
      billingFrequency: 'Monthly',
      paymentMethodType: 'BankAccount',
      bankAccount: {
        routingNumber: '021000021',
        accountNumber: '123456789',
        accountHolderName: 'Olivia Owner',
      },
      paymentAmount: 167.5,
    }),
  });
  expect(paid.status).toBe(200);
  const stored = (await (await fetch(`${url}/__sandbox/cases/100001`)).json()) as {
    payment: { bankAccount: { accountNumberHash: string } };
  };
  return stored.payment.bankAccount.accountNumberHash;
}

describe('the account key lives outside the database it protects', () => {
  it('generates the key into its own file, readable by its owner only, and never into the database', async () => {
    const dataDir = freshDir();
    const sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir: null });
    try {
      const file = join(dataDir, ACCOUNT_KEY_FILE);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
      expect(key.byteLength).toBe(32);
      expect(metaKeys(dataDir)).not.toContain('accountKey');
      // The bank accounts are kept under that key.
      const hash = await payAndReadHash(sandbox.url);
      expect(hash).toBe(createHmac('sha256', key).update('123456789').digest('hex'));
    } finally {
      await sandbox.close();
    }
  });

  it('moves the key an older data dir kept in its database into the file, so kept accounts still match', async () => {
    const dataDir = freshDir();
    const db = openDb(dataDir);
    const old = Buffer.alloc(32, 7);
    db.prepare("INSERT INTO meta (key, value) VALUES ('accountKey', ?)").run(old.toString('base64'));
    db.close();
    const sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir: null });
    try {
      expect(metaKeys(dataDir)).not.toContain('accountKey');
      expect(Buffer.from(readFileSync(join(dataDir, ACCOUNT_KEY_FILE), 'utf8').trim(), 'base64')).toEqual(
        old,
      );
      expect(statSync(join(dataDir, ACCOUNT_KEY_FILE)).mode & 0o777).toBe(0o600);
    } finally {
      await sandbox.close();
    }
  });

  it('refuses to start with a key file others may read, and with a short key from the environment', async () => {
    const dataDir = freshDir();
    const sandbox = await startSandbox({ port: 0, cardPort: 0, dataDir, portalDir: null });
    await sandbox.close();
    chmodSync(join(dataDir, ACCOUNT_KEY_FILE), 0o644);
    await expect(startSandbox({ port: 0, cardPort: 0, dataDir, portalDir: null })).rejects.toThrow(
      /readable by others/,
    );
    await expect(
      startSandbox({ port: 0, cardPort: 0, dataDir: freshDir(), portalDir: null, accountKey: 'short' }),
    ).rejects.toThrow('EPD_ACCOUNT_KEY must be at least 32 characters long.');
  });
});
