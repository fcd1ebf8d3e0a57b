import { describe, expect, it } from 'vitest';
import { messageOfServerText } from '../../src/api/serverText.ts';
import { SPANISH } from '../../src/app/spanish.ts';
import { PAYMENT_MESSAGES_ES } from '../../src/domain/payment/paymentTexts.es.ts';
import { PAYMENT_MESSAGES } from '../../src/domain/payment/paymentTexts.ts';
import { LOGIN_MESSAGES } from '../../src/domain/session/loginMessages.ts';
import { formatList } from '../../src/i18n/lists.ts';
import { declaredCatalogs, message, textCatalog } from '../../src/i18n/message.ts';
import { plural } from '../../src/i18n/plural.ts';
import { rawMessage } from '../../src/i18n/rawText.ts';
import { indexSpanish, say, textsIn } from '../../src/i18n/texts.ts';
import { catalogDifferences } from '../support/catalogs.ts';

indexSpanish(SPANISH);

/** Every catalog whose texts machines and rules carry by key (decision 490), after the app's catalogs loaded. */
const declared = [...declaredCatalogs()].filter(([name]) => !name.startsWith('test'));
/** The raw catalog is its own Spanish: words the portal does not own are shown as they came. */
const owned = declared.filter(([name]) => name !== 'raw');

describe('every declared catalog has Spanish for every key', () => {
  it('finds the catalogs the Spanish chunk pairs', () => {
    expect(declared.length).toBeGreaterThanOrEqual(SPANISH.length);
  });

  it.each(owned.map(([name, catalog]) => ({ name, catalog })))('$name', ({ catalog }) => {
    const es = textsIn(catalog, 'es');
    expect(es, 'no Spanish catalog is paired with it in src/app/spanish.ts').not.toBe(catalog);
    expect(catalogDifferences(catalog, es)).toEqual([]);
  });

  it('fails for a declared catalog that has no Spanish', () => {
    const lonely = textCatalog('testLonely', { hello: 'Hello' });
    expect(textsIn(lonely, 'es')).toBe(lonely);
  });
});

describe('a message', () => {
  it('is plain data naming its catalog entry and values', () => {
    expect(message(PAYMENT_MESSAGES, 'amountMustBe', '$167.50')).toEqual({
      id: 'paymentMessages.amountMustBe',
      values: ['$167.50'],
    });
    expect(JSON.parse(JSON.stringify(message(PAYMENT_MESSAGES, 'ended')))).toEqual({
      id: 'paymentMessages.ended',
      values: [],
    });
  });

  it('is written in either language, a message inside it in the same language', () => {
    const ended = message(PAYMENT_MESSAGES, 'ended');
    expect(say(ended, 'en')).toBe(PAYMENT_MESSAGES.ended);
    expect(say(ended, 'es')).toBe(PAYMENT_MESSAGES_ES.ended);
    expect(say(message(PAYMENT_MESSAGES, 'amountMustBe', '$1.00'), 'es')).toBe(
      PAYMENT_MESSAGES_ES.amountMustBe('$1.00'),
    );
    const inner = message(LOGIN_MESSAGES, 'unknownAgent', '12345');
    const outer = message(PAYMENT_MESSAGES, 'paymentsClosed', inner);
    expect(say(outer, 'en')).toBe(PAYMENT_MESSAGES.paymentsClosed(LOGIN_MESSAGES.unknownAgent('12345')));
  });

  it('refuses a catalog that was never declared', () => {
    expect(() => message({ a: 'A' }, 'a')).toThrow(/not declared/);
  });
});

describe("a server's words", () => {
  it('are known by their catalog entry, values read back, and shown in Spanish', () => {
    expect(messageOfServerText(PAYMENT_MESSAGES.ended)).toEqual(message(PAYMENT_MESSAGES, 'ended'));
    const amount = messageOfServerText(PAYMENT_MESSAGES.amountMustBe('$167.50'));
    expect(amount).toEqual(message(PAYMENT_MESSAGES, 'amountMustBe', '$167.50'));
    expect(say(amount, 'es')).toBe(PAYMENT_MESSAGES_ES.amountMustBe('$167.50'));
  });

  it('that no catalog holds are shown as they came, in both languages', () => {
    const foreign = messageOfServerText('Something the insurer said');
    expect(foreign).toEqual(rawMessage('Something the insurer said'));
    expect(say(foreign, 'es')).toBe('Something the insurer said');
  });
});

describe('plurals and lists by Intl', () => {
  it('chooses the plural form by the language', () => {
    const forms = (n: number) => ({ one: `${n} mark`, other: `${n} marks` });
    expect([0, 1, 2].map((n) => plural('en-US', n, forms(n)))).toEqual(['0 marks', '1 mark', '2 marks']);
    expect(plural('es-US', 1, { one: 'una', other: 'varias' })).toBe('una');
    expect(plural('es-US', 0, { one: 'una', other: 'varias' })).toBe('varias');
  });

  it("writes lists with no comma before 'and', and with 'y' in Spanish", () => {
    expect(formatList('en-US', ['A'])).toBe('A');
    expect(formatList('en-US', ['A', 'B'])).toBe('A and B');
    expect(formatList('en-US', ['A', 'B', 'C'])).toBe('A, B and C');
    expect(formatList('es-US', ['A', 'B', 'C'])).toBe('A, B y C');
  });
});
