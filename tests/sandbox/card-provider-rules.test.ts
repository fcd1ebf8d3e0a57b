import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  cardExpired,
  makeCardToken,
  sessionTag,
  tokenSessionTag,
} from '../../sandbox/payments/card-provider/token.ts';

interface CheckedCard {
  providerId: string;
  brand: string;
  lastFour: string;
  ccexp: string;
  digits: string;
}
type CardCheck = { ok: true; card: CheckedCard } | { ok: false; errors: Record<string, string> };
interface CardRules {
  luhnValid(digits: string): boolean;
  checkCard(input: { number: string; expiry: string; cvv: string }, now: Date): CardCheck;
  referralUrl(
    referralBase: string,
    portalOrigin: string,
    result: { ccexp: string; providerId: string; token: string; txnAuth: string },
  ): string;
}

// The exact script the hosted form page runs, evaluated in a fresh context.
const script = readFileSync(
  new URL('../../sandbox/payments/card-provider/assets/card-rules.js', import.meta.url),
  'utf8',
);
const context: { CardRules?: CardRules; URL: typeof URL } = { URL };
runInNewContext(script, context);
const rules = context.CardRules as CardRules;

const NOW = new Date(2026, 10, 22); // November 2026
const good = { expiry: '12/28', cvv: '123' };

function okCard(check: CardCheck): CheckedCard {
  if (!check.ok) throw new Error(`expected a good card, got ${JSON.stringify(check.errors)}`);
  return check.card;
}
function errorsOf(check: CardCheck): Record<string, string> {
  if (check.ok) throw new Error('expected the card to be refused');
  return check.errors;
}

describe('hosted card form rules', () => {
  it.each([
    ['4111111111111111', '2', 'Visa'],
    ['4111 1111 1111 1111', '2', 'Visa'],
    ['5555555555554444', '1', 'Master Card'],
    ['2221000000000009', '1', 'Master Card'],
    ['6011111111111117', '3', 'Discover'],
    ['6500000000000002', '3', 'Discover'],
  ])('accepts %s as provider %s (%s)', (number, providerId, brand) => {
    const card = okCard(rules.checkCard({ number, ...good }, NOW));
    expect(card).toMatchObject({
      providerId,
      brand,
      lastFour: number.replace(/\s/g, '').slice(-4),
      ccexp: '1228',
    });
  });

  it('accepts American Express (provider 6) with a 4-digit code and refuses a 3-digit one', () => {
    expect(
      okCard(rules.checkCard({ number: '378282246310005', expiry: '01/27', cvv: '1234' }, NOW)),
    ).toMatchObject({
      providerId: '6',
      lastFour: '0005',
    });
    expect(
      errorsOf(rules.checkCard({ number: '378282246310005', expiry: '01/27', cvv: '123' }, NOW)),
    ).toEqual({
      cvv: 'Enter the 4-digit security code.',
    });
  });

  it('refuses a number that fails the Luhn check, has letters, is empty, or is of an unknown brand', () => {
    expect(rules.luhnValid('4111111111111112')).toBe(false);
    expect(errorsOf(rules.checkCard({ number: '4111111111111112', ...good }, NOW)).number).toBe(
      'This card number is not valid. Check it and try again.',
    );
    expect(errorsOf(rules.checkCard({ number: '4111-1111-1111-111a', ...good }, NOW)).number).toBe(
      'The card number can only contain digits.',
    );
    expect(errorsOf(rules.checkCard({ number: '  ', ...good }, NOW)).number).toBe('Enter your card number.');
    // 7 is no brand the provider takes, even with a valid checksum.
    expect(errorsOf(rules.checkCard({ number: '7992739871300000', ...good }, NOW)).number).toBe(
      'We accept Visa, Master Card, Discover and American Express.',
    );
    // A Visa prefix with a Master Card length.
    expect(errorsOf(rules.checkCard({ number: '41111111111111', ...good }, NOW)).number).toBeDefined();
  });

  it('takes a card through the end of its expiry month and refuses past, invalid and far-off dates', () => {
    expect(
      okCard(rules.checkCard({ number: '4111111111111111', expiry: '11/26', cvv: '123' }, NOW)).ccexp,
    ).toBe('1126');
    const expiryError = (expiry: string) =>
      errorsOf(rules.checkCard({ number: '4111111111111111', expiry, cvv: '123' }, NOW)).expiry;
    expect(expiryError('10/26')).toBe('This card has expired.');
    expect(expiryError('12/25')).toBe('This card has expired.');
    expect(expiryError('13/27')).toBe('The expiry month must be from 01 to 12.');
    expect(expiryError('00/27')).toBe('The expiry month must be from 01 to 12.');
    expect(expiryError('1/27')).toBe('Enter the expiry date as MM/YY.');
    expect(expiryError('')).toBe('Enter the expiry date as MM/YY.');
    expect(expiryError('12/99')).toBe('Check the expiry year.');
  });

  // Decision 470: the expiry month ends when it has ended in the last time zone on earth (UTC-12), for
  // the hosted form and the provider alike, whatever zone the browser or the server is in.
  it.each([
    ['1126', '2026-12-01T11:59:59.999Z', false],
    ['1126', '2026-12-01T12:00:00.000Z', true],
    ['1226', '2027-01-01T11:59:59.999Z', false],
    ['1226', '2027-01-01T12:00:00.000Z', true],
    ['0227', '2027-03-01T11:59:59.999Z', false],
    ['0227', '2027-03-01T12:00:00.000Z', true],
    ['1126', '2026-11-01T00:00:00.000Z', false],
  ])(
    'at the month boundary: %s at %s is expired: %s, to the form and to the provider',
    (ccexp, at, expired) => {
      const now = new Date(at);
      expect(cardExpired(ccexp, now)).toBe(expired);
      const expiry = `${ccexp.slice(0, 2)}/${ccexp.slice(2)}`;
      const check = rules.checkCard({ number: '4111111111111111', expiry, cvv: '123' }, now);
      expect(check.ok ? undefined : check.errors.expiry).toBe(expired ? 'This card has expired.' : undefined);
    },
  );

  it('reports every bad field at once', () => {
    expect(Object.keys(errorsOf(rules.checkCard({ number: '1', expiry: 'x', cvv: '' }, NOW)))).toEqual([
      'number',
      'expiry',
      'cvv',
    ]);
  });

  it("makes a token in the sandbox's format: the session's tag, random digits, the last four; never a card number", () => {
    const sessionId = '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';
    const token = makeCardToken(sessionId, '98765432', '1111');
    expect(token).toBe('TA0f1e2d3c987654321111');
    expect(tokenSessionTag(token)).toBe(sessionTag(sessionId));
    expect(token).not.toMatch(/^\d+$/);
  });

  it('builds the referral address with the four values and refuses one off the portal origin', () => {
    const result = { ccexp: '1228', providerId: '2', token: '9876543210981111', txnAuth: 'abc123' };
    const url = new URL(
      rules.referralUrl('http://portal.test/epd/card-return.html?x=1', 'http://portal.test', result),
    );
    expect(url.pathname).toBe('/epd/card-return.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x: '1',
      ccexp: '1228',
      transarmortokenproviderid: '2',
      transarmortoken: '9876543210981111',
      txnauth: 'abc123',
    });
    expect(() => rules.referralUrl('http://evil.test/steal', 'http://portal.test', result)).toThrow(
      'not on the portal origin',
    );
  });
});
