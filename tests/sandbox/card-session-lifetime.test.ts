import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentCardSessionResponse } from '../../src/api/schemas/index.ts';
import { errorOf, OLIVIA, startTestSandbox } from './support.ts';

/**
 * docs/api.md, paymentCardSession: one card session per case, the same one while it is under 30 minutes
 * old, then a new one in its place, and a card entered in the old one is then refused. The clock is
 * faked (Date only), so this file runs isolated (vitest.config.ts).
 */
const sb = startTestSandbox();
const CASE = { caseId: '100001' };
const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('the card session lifetime', () => {
  it('offers the same session for 30 minutes, a new one at 30, and then refuses a card from the old one', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const olivia = await sb.customer(OLIVIA);
    const sessionAt = async (minutes: number) => {
      vi.setSystemTime(start + minutes * MINUTE);
      const answer = await sb.call('paymentCardSession', { params: CASE, tokens: olivia });
      return (answer.body as PaymentCardSessionResponse).paymentCardSessionId;
    };
    const first = await sessionAt(0);
    // The hosted form's card, entered in the first session just before it ends.
    vi.setSystemTime(start + 30 * MINUTE - 1);
    const enteredLate = await sb.cardToken(olivia, CASE.caseId);
    expect(await sessionAt(30 - 1 / MINUTE)).toBe(first);
    const second = await sessionAt(30);
    expect(second).not.toBe(first);
    expect(await sessionAt(59)).toBe(second);
    const paid = await sb.call('initialPayment', {
      params: CASE,
      tokens: olivia,
      json: {
        billingFrequency: 'Monthly',
        paymentMethodType: 'CreditCard',
        cardToken: enteredLate,
        paymentAmount: 167.5,
      },
    });
    expect(paid.status).toBe(400);
    expect(errorOf(paid)).toMatchObject({
      Field: 'cardToken.token',
      Error: 'cardToken: the card was not entered for this policy. Please enter it again.',
    });
  });
});
