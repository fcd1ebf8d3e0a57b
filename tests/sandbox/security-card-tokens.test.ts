import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCardToken } from '../../sandbox/payments/card-provider/token.ts';
import type { PaymentCardSessionResponse } from '../../src/api/schemas/index.ts';
import { cardNumber, errorOf, OLIVIA, startTestSandbox } from './support.ts';

const sb = startTestSandbox();
const CASE = { caseId: '100001' };
const byCard = (cardToken: unknown) => ({
  billingFrequency: 'Monthly',
  paymentMethodType: 'CreditCard',
  cardToken,
  paymentAmount: 167.5,
});

afterEach(() => {
  vi.useRealTimers();
});

/** Decision 371: a card token is the card provider's, checked with the provider that issued it. */
describe('card tokens are verified with the card provider that issued them', () => {
  it('refuses a token of the documented shape the provider never issued, for a real session of the case', async () => {
    const olivia = await sb.customer(OLIVIA);
    const session = await sb.call('paymentCardSession', { params: CASE, tokens: olivia });
    const { paymentCardSessionId } = session.body as PaymentCardSessionResponse;
    // TA + the session's 8 hex + 8 digits + a last four: the shape is right, the provider knows nothing of it.
    const forged = {
      expirationDate: '1299',
      providerId: '2',
      token: makeCardToken(paymentCardSessionId, '12345678', '1111'),
      txnAuth: 'AUTH1',
    };
    const result = await sb.call('initialPayment', { params: CASE, tokens: olivia, json: byCard(forged) });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toMatchObject({
      Field: 'cardToken.token',
      Error: 'cardToken: this is not a token of the card provider.',
    });
    expect((await sb.stored('100001')).payment.paymentsOnRecord).toHaveLength(0);
  });

  it("takes the expiry and brand from the provider's record, never from the request", async () => {
    const olivia = await sb.customer(OLIVIA);
    const card = await sb.cardToken(olivia, '100001', { expirationDate: '1229' });
    for (const [claimed, field] of [
      [{ expirationDate: '1299' }, 'cardToken.expirationDate'],
      [{ providerId: '6' }, 'cardToken.providerId'],
    ] as const) {
      const result = await sb.call('initialPayment', {
        params: CASE,
        tokens: olivia,
        json: byCard({ ...card, ...claimed }),
      });
      expect(result.status, JSON.stringify(claimed)).toBe(400);
      expect(errorOf(result).Error).toContain('is not the one the card provider holds for this card');
      // The field is the one that differs, so the form can say which.
      expect(errorOf(result).Field).toBe(field);
    }
    const paid = await sb.call('initialPayment', { params: CASE, tokens: olivia, json: byCard(card) });
    expect(paid.status).toBe(200);
    expect((await sb.stored('100001')).payment.cards.map((c) => c.description)).toEqual([
      'Visa ending in 1111 12/29',
    ]);
  });

  it("refuses a card the provider's record says has expired since it was entered", async () => {
    const entered = new Date('2026-12-15T12:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: entered });
    const olivia = await sb.customer(OLIVIA);
    const card = await sb.cardToken(olivia, '100001', { expirationDate: '1226' });
    expect(card.expirationDate).toBe('1226');
    // December has ended everywhere on earth (decision 470: the end of the expiry month at UTC-12).
    vi.setSystemTime(new Date('2027-01-01T12:30:00Z'));
    // Signed in again: the first sign-in ended with its day.
    const later = await sb.customer(OLIVIA);
    const result = await sb.call('initialPayment', { params: CASE, tokens: later, json: byCard(card) });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toMatchObject({
      Field: 'cardToken.expirationDate',
      Error: 'cardToken: this card has expired.',
    });
  });

  it('tokenises only a card its own rules take, and says what is wrong with the one it refuses', async () => {
    const cardUrl = sb.state.sandbox?.cardUrl;
    const post = (body: unknown, type = 'application/json') =>
      fetch(`${cardUrl}/tokens`, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: JSON.stringify(body),
      });
    const entry = {
      sessionId: '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0',
      number: cardNumber('2', '1111'),
      expiry: '12/29',
      cvv: '123',
    };
    const good = await post(entry);
    expect(good.status).toBe(200);
    const issued = (await good.json()) as {
      token: string;
      ccexp: string;
      providerId: string;
      txnAuth: string;
    };
    expect(issued).toMatchObject({ ccexp: '1229', providerId: '2' });
    expect(issued.token).toMatch(/^TA0f1e2d3c\d{8}1111$/);
    // Not a card number anywhere in what comes back.
    expect(JSON.stringify(issued)).not.toContain(entry.number);

    const badLuhn = await post({ ...entry, number: '4111111111111112' });
    expect(badLuhn.status).toBe(400);
    expect(((await badLuhn.json()) as { errors: Record<string, string> }).errors.number).toBeTruthy();
    const expired = await post({ ...entry, expiry: '01/20' });
    expect(((await expired.json()) as { errors: Record<string, string> }).errors.expiry).toBe(
      'This card has expired.',
    );
    // A simple cross-site post (no preflight) is not taken.
    expect((await post(entry, 'text/plain')).status).toBe(415);
    expect((await post({ ...entry, sessionId: '' })).status).toBe(400);
  });
});
