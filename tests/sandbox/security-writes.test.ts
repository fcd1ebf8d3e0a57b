import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DELIVERY_EVENTS } from '../../machines/deliveryConfirmation.ts';
import { TELEMETRY_RULE } from '../../sandbox/auth/throttle.ts';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from '../../sandbox/payments/routes.ts';
import { openDb } from '../../sandbox/store/db.ts';
import { openDatabase, pluck } from '../../sandbox/store/sqlite.ts';
import { MAX_TELEMETRY_STORED_BYTES, TelemetryStore } from '../../sandbox/telemetry.ts';
import type { TelemetryBatch } from '../../src/api/schemas/telemetry.ts';
import { errorOf, OLIVIA, postedBatch, startTestSandbox } from './support.ts';

const sb = startTestSandbox();
const bank = {
  bankAccountType: 'Checking',
  routingNumber: '021000021',
  accountNumber: '123456789',
  accountHolderName: 'Olivia Owner',
};
const pay = (amount: number) => ({
  billingFrequency: 'Monthly',
  paymentMethodType: 'BankAccount',
  bankAccount: bank,
  paymentAmount: amount,
});

function rows(sql: string): unknown[] {
  const db = openDatabase(join(sb.state.dataDir, 'epd-sandbox.sqlite'), { readOnly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
}

describe('amounts are money, to the cent', () => {
  it('refuses an amount with digits below the cent and records nothing', async () => {
    const olivia = await sb.customer(OLIVIA);
    for (const amount of [167.4991, 167.501, 167.5000001, 1e300, -167.5]) {
      const refused = await sb.call('initialPayment', {
        params: { caseId: '100001' },
        tokens: olivia,
        json: pay(amount),
      });
      expect(refused.status, String(amount)).toBe(400);
      expect(errorOf(refused).Field).toBe('paymentAmount');
    }
    const stored = await sb.stored('100001');
    expect(stored.payment.paymentsOnRecord).toEqual([]);
    expect(stored.payment.status).toBe('InitialPaymentRequired');
    // The amount due, to the cent, is taken and recorded as it is.
    const paid = await sb.call('initialPayment', {
      params: { caseId: '100001' },
      tokens: olivia,
      json: pay(167.5),
    });
    expect(paid.status).toBe(200);
    expect((await sb.stored('100001')).payment.paymentsOnRecord.map((p) => p.amount)).toEqual([167.5]);
  });
});

describe('headers are bounded too', () => {
  it('refuses an Idempotency-Key longer than any client makes one, and records nothing', async () => {
    const olivia = await sb.customer(OLIVIA);
    const refused = await sb.call('initialPayment', {
      params: { caseId: '100001' },
      tokens: olivia,
      json: pay(167.5),
      headers: { 'Idempotency-Key': 'k'.repeat(MAX_IDEMPOTENCY_KEY_LENGTH + 1) },
    });
    expect(refused.status).toBe(400);
    expect(errorOf(refused).Field).toBe('Idempotency-Key');
    expect(rows('SELECT 1 FROM payment_submissions')).toEqual([]);
    expect((await sb.stored('100001')).payment.paymentsOnRecord).toEqual([]);
  });
});

describe('empty comments and double submits', () => {
  it('refuses a question of nothing but invisible characters and stores nothing', async () => {
    const olivia = await sb.customer(OLIVIA);
    for (const text of [
      '\u200B\u200C\u200D',
      '\uFEFF\u2060 \u00AD',
      '\u3164\u115F',
      '\u180E\u200B\n\t',
      '\uFE0F\u034F',
    ]) {
      const sent = await sb.call('createComment', {
        params: { caseId: '100001' },
        tokens: olivia,
        json: text,
      });
      expect(sent.status, JSON.stringify(text)).toBe(400);
    }
    expect((await sb.stored('100001')).comments).toEqual([]);
  });

  it('stores a question sent 20 times at once only once, and answers every send as sent', async () => {
    const olivia = await sb.customer(OLIVIA);
    const sends = await Promise.all(
      Array.from({ length: 20 }, () =>
        sb.call('createComment', {
          params: { caseId: '100001' },
          tokens: olivia,
          json: 'When is my first payment due?',
        }),
      ),
    );
    expect(sends.map((s) => s.status)).toEqual(Array(20).fill(200));
    expect((await sb.stored('100001')).comments.map((c) => c.textDetails)).toEqual([
      'When is my first payment due?',
    ]);
    // Another question is another comment.
    await sb.call('createComment', { params: { caseId: '100001' }, tokens: olivia, json: 'And the second?' });
    expect((await sb.stored('100001')).comments).toHaveLength(2);
  });
});

/** A batch exactly as the portal's batcher posts it, here carrying what must never be kept. */
const batchWithSecrets = () =>
  postedBatch((batcher) => {
    batcher.setUser(OLIVIA);
    batcher.track('EventData', {
      ver: 2,
      name: DELIVERY_EVENTS.registrationFailed,
      properties: {
        caseId: '100001',
        password: 'hunter2-secret',
        email: OLIVIA,
        note: `write to ${OLIVIA} about account 000123456789 and card 4111 1111 1111 1111`,
        accountNumber: '123456789',
        confirmationKey: 'DC-200001-KEY',
        header: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvbGl2aWEifQ.c2lnbmF0dXJl',
      },
    });
    batcher.track('ExceptionData', {
      ver: 2,
      exceptions: [
        { typeName: 'Error', message: `token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln for ${OLIVIA}` },
      ],
    });
    batcher.track('PageviewData', { ver: 2, name: 'Payment', url: '/payment/$caseId' });
  });

describe('writes are bounded, telemetry is throttled, checked and scrubbed', () => {
  it('keeps one card session per case however often it is asked for', async () => {
    const olivia = await sb.customer(OLIVIA);
    const ids = new Set<string>();
    for (let i = 0; i < 10; i += 1) {
      const session = await sb.call('paymentCardSession', { params: { caseId: '100001' }, tokens: olivia });
      expect(session.status).toBe(200);
      ids.add((session.body as { paymentCardSessionId: string }).paymentCardSessionId);
    }
    expect(rows("SELECT session_id FROM card_sessions WHERE case_id = '100001'")).toHaveLength(1);
    expect(ids.size).toBe(1);
    // The one session still takes the card entered in it.
    const card = await sb.cardToken(olivia, '100001', { lastFour: '4242' });
    const paid = await sb.call('initialPayment', {
      params: { caseId: '100001' },
      tokens: olivia,
      json: {
        billingFrequency: 'Monthly',
        paymentMethodType: 'CreditCard',
        cardToken: card,
        paymentAmount: 167.5,
      },
    });
    expect(paid.status).toBe(200);
  });

  it('keeps passwords, e-mail addresses, tokens, keys and account or card numbers out of what it stores', async () => {
    const posted = await sb.request('POST', '/api/telemetry', { raw: await batchWithSecrets() });
    expect(posted.status).toBe(200);
    const kept = JSON.stringify((await sb.request('GET', '/__sandbox/telemetry')).body);
    for (const secret of ['hunter2-secret', OLIVIA, 'eyJ', '123456789', '4111', 'DC-200001-KEY'])
      expect(kept, secret).not.toContain(secret);
    // What telemetry is for stays: the event, its case, the page.
    for (const kept_ of [DELIVERY_EVENTS.registrationFailed, '100001', '/payment/$caseId', 'epd-v2-ui'])
      expect(kept).toContain(kept_);
  });

  it("refuses envelopes whose data is not the portal's shape for their kind", async () => {
    const [event] = JSON.parse(await batchWithSecrets()) as Record<string, unknown>[];
    for (const baseData of [
      { ver: 2, name: 'x', properties: { nested: { password: 'x' } } },
      { ver: 2, name: 'x', properties: {}, password: 'hunter2' },
      { ver: 2, name: 'x'.repeat(10_000), properties: {} },
      { anything: 'at all' },
    ]) {
      const result = await sb.request('POST', '/api/telemetry', {
        json: [{ ...event, data: { baseType: 'EventData', baseData } }],
      });
      expect(result.status, JSON.stringify(baseData).slice(0, 80)).toBe(400);
    }
    expect((await sb.request('GET', '/__sandbox/telemetry')).body).toEqual([]);
  });

  it('takes a limited number of posts from one caller, then 429 and nothing stored', async () => {
    const batch = await batchWithSecrets();
    for (let i = 0; i < TELEMETRY_RULE.limit; i += 1)
      expect((await sb.request('POST', '/api/telemetry', { raw: batch })).status).toBe(200);
    const refused = await sb.request('POST', '/api/telemetry', { raw: batch });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await sb.request('GET', '/__sandbox/telemetry')).body).toHaveLength(TELEMETRY_RULE.limit);
    // Another loopback address is this same machine (decision 373): refused too.
    expect((await sb.request('POST', '/api/telemetry', { raw: batch, from: '127.0.0.2' })).status).toBe(429);
  });

  it('keeps at most its limit of batches, dropping the oldest', () => {
    const db = openDb(mkdtempSync(join(tmpdir(), 'epd-telemetry-')));
    try {
      const store = new TelemetryStore(db, { batches: 3, bytes: MAX_TELEMETRY_STORED_BYTES });
      const batch = (name: string): TelemetryBatch => [
        {
          name,
          time: '2026-11-01T15:00:00.000Z',
          iKey: 'KEY',
          tags: {},
          data: { baseType: 'PageviewData', baseData: { name } },
        },
      ];
      for (const name of ['a', 'b', 'c', 'd', 'e']) store.keep('2026-11-01T15:00:00.000Z', batch(name));
      const kept = pluck(db.prepare('SELECT body FROM telemetry ORDER BY id')).all() as string[];
      const names = kept.map((body) => (JSON.parse(body) as TelemetryBatch)[0]?.data.baseData);
      expect(names.map((data) => (data as { name: string }).name)).toEqual(['c', 'd', 'e']);
    } finally {
      db.close();
    }
  });
});
