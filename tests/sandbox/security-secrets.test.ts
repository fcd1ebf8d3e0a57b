import { createHash, createHmac } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountKey, openDb } from '../../sandbox/store/db.ts';
import { openDatabase } from '../../sandbox/store/sqlite.ts';
import { OLIVIA, startTestSandbox } from './support.ts';

const KEY = 'a-test-account-key-of-at-least-32-characters';
const sb = startTestSandbox({ accountKey: KEY });
const ACCOUNT = '123456789';
const bank = {
  bankAccountType: 'Checking',
  routingNumber: '021000021',
  accountNumber: ACCOUNT,
  accountHolderName: 'Olivia Owner',
};

describe('no reversible secrets', () => {
  it('keeps a bank account as its last four and a keyed HMAC, never the number or its bare hash', async () => {
    const olivia = await sb.customer(OLIVIA);
    const paid = await sb.call('initialPayment', {
      params: { caseId: '100001' },
      tokens: olivia,
      json: {
        billingFrequency: 'Monthly',
        paymentMethodType: 'BankAccount',
        bankAccount: bank,
        paymentAmount: 167.5,
      },
    });
    expect(paid.status).toBe(200);
    const kept = (await sb.stored('100001')).payment.bankAccount;
    expect(kept?.accountLast4).toBe('6789');
    expect(kept?.accountNumberHash).toBe(createHmac('sha256', KEY).update(ACCOUNT).digest('hex'));
    expect(kept?.accountNumberHash).not.toBe(createHash('sha256').update(ACCOUNT).digest('hex'));
    expect(JSON.stringify(await sb.stored('100001'))).not.toContain(ACCOUNT);

    // The payment's idempotency record holds the body's digest: keyed as well, since it has the number.
    const db = openDatabase(join(sb.state.dataDir, 'epd-sandbox.sqlite'), { readOnly: true });
    const rows = db.prepare('SELECT body_hash, response FROM payment_submissions').all() as {
      body_hash: string;
      response: string;
    }[];
    db.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.response).not.toContain(ACCOUNT);
    const body = JSON.stringify({
      billingFrequency: 'Monthly',
      paymentMethodType: 'BankAccount',
      bankAccount: bank,
      paymentAmount: 167.5,
    });
    expect(rows[0]?.body_hash).toBe(createHmac('sha256', KEY).update(body).digest('hex'));
  });

  it('generates a key per data dir for the demo and refuses a short key from the environment', () => {
    const dir = join(sb.state.dataDir, 'key-check');
    const db = openDb(dir);
    try {
      const generated = accountKey(db, dir);
      expect(generated.byteLength).toBe(32);
      expect(accountKey(db, dir, { fromEnvironment: '' })).toEqual(generated);
      expect(Buffer.from(accountKey(db, dir, { fromEnvironment: KEY })).toString()).toBe(KEY);
      expect(() => accountKey(db, dir, { fromEnvironment: 'short' })).toThrow(
        'EPD_ACCOUNT_KEY must be at least 32 characters long.',
      );
    } finally {
      db.close();
    }
  });
});
