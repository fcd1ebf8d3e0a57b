import { describe, expect, it } from 'vitest';
import { errorOf, OLIVIA, OLIVIA_CHECKING, startTestSandbox } from './support.ts';

/**
 * How a payment post is taken once (docs/api.md "Payments", Idempotency; the `Idempotency-Key` header
 * row) and which card it takes (a card entered for this policy only).
 */
const sb = startTestSandbox();
const CASE = { caseId: '100001' };
const byBank = (extra: Record<string, unknown> = {}) => ({
  billingFrequency: 'Monthly',
  paymentMethodType: 'BankAccount',
  bankAccount: OLIVIA_CHECKING,
  paymentAmount: 167.5,
  ...extra,
});

describe('the Idempotency-Key', () => {
  it('takes a key of 200 characters and refuses one of 201, saying what the limit is', async () => {
    const olivia = await sb.customer(OLIVIA);
    const send = (key: string) =>
      sb.call('initialPayment', {
        params: CASE,
        tokens: olivia,
        json: byBank(),
        headers: { 'Idempotency-Key': key },
      });
    const tooLong = await send('k'.repeat(201));
    expect(tooLong.status).toBe(400);
    expect(errorOf(tooLong)).toEqual({
      Code: 'BadRequest',
      Field: 'Idempotency-Key',
      Error: 'Idempotency-Key: is too long (at most 200 characters)',
    });
    expect((await send('k'.repeat(200))).status).toBe(200);
  });

  it('a new key is a new payment: the same body under another key is judged again', async () => {
    const olivia = await sb.customer(OLIVIA);
    const send = (key: string) =>
      sb.call('initialPayment', {
        params: CASE,
        tokens: olivia,
        json: byBank(),
        headers: { 'Idempotency-Key': key },
      });
    expect((await send('first-click')).status).toBe(200);
    const second = await send('another-visit');
    expect(second.status).toBe(409);
    expect(errorOf(second).Error).toBe('The initial payment has already been made.');
    expect((await sb.stored(CASE.caseId)).payment.paymentsOnRecord).toHaveLength(1);
  });

  it('a key used again for a different payment is refused in words, and pays nothing more', async () => {
    const olivia = await sb.customer(OLIVIA);
    const headers = { 'Idempotency-Key': 'k-3' };
    await sb.call('initialPayment', { params: CASE, tokens: olivia, json: byBank(), headers });
    const other = await sb.call('initialPayment', {
      params: CASE,
      tokens: olivia,
      json: byBank({ recurringOption: 'SameAsInitial' }),
      headers,
    });
    expect(other.status).toBe(409);
    expect(errorOf(other).Error).toBe('This Idempotency-Key was already used for a different payment.');
    expect((await sb.stored(CASE.caseId)).payment.paymentsOnRecord).toHaveLength(1);
  });

  it('without a key only the identical body is the same payment: another body is judged again', async () => {
    const olivia = await sb.customer(OLIVIA);
    expect((await sb.call('initialPayment', { params: CASE, tokens: olivia, json: byBank() })).status).toBe(
      200,
    );
    const other = await sb.call('initialPayment', {
      params: CASE,
      tokens: olivia,
      json: byBank({ recurringOption: 'SameAsInitial' }),
    });
    expect(other.status).toBe(409);
    expect(errorOf(other).Error).toBe('The initial payment has already been made.');
  });

  it('answers JSON, the first time and when it answers the first result again', async () => {
    const olivia = await sb.customer(OLIVIA);
    const send = () =>
      sb.call('initialPayment', {
        params: CASE,
        tokens: olivia,
        json: byBank(),
        headers: { 'Idempotency-Key': 'json-twice' },
      });
    for (const answer of [await send(), await send()]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });
});

describe('the card token', () => {
  it('refuses a card entered for another policy while this one has no card session at all', async () => {
    const olivia = await sb.customer(OLIVIA);
    const foreign = await sb.cardToken(olivia, '100003');
    const paid = await sb.call('initialPayment', {
      params: CASE,
      tokens: olivia,
      json: { ...byBank({ paymentMethodType: 'CreditCard', bankAccount: undefined }), cardToken: foreign },
    });
    expect(paid.status).toBe(400);
    expect(errorOf(paid)).toMatchObject({
      Field: 'cardToken.token',
      Error: 'cardToken: the card was not entered for this policy. Please enter it again.',
    });
    expect((await sb.stored(CASE.caseId)).payment.paymentsOnRecord).toEqual([]);
  });
});
