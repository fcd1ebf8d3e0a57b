import { describe, expect, it } from 'vitest';
import { messageOfServerText } from '../../src/api/serverText.ts';
import { SPANISH } from '../../src/app/spanish.ts';
import { LOGIN_MESSAGES_ES } from '../../src/domain/session/loginMessages.es.ts';
import { LOGIN_MESSAGES } from '../../src/domain/session/loginMessages.ts';
import { declaredCatalogs, isMessage, message, textCatalog } from '../../src/i18n/message.ts';
import { rawMessage } from '../../src/i18n/rawText.ts';
import { indexSpanish, say, textsIn } from '../../src/i18n/texts.ts';
import { catalogDifferences, textLeaves } from '../support/catalogs.ts';

/**
 * A test fails when a key is missing in either language. The English catalogs are
 * the exports of every `messages.ts` of src/ and the domain's `*Messages.ts` / `*Texts.ts` /
 * `*Text.ts` (decision 270); each must have its Spanish in src/app/spanish.ts.
 */
const MODULES = import.meta.glob<Record<string, unknown>>(
  ['../../src/**/messages.ts', '../../src/domain/**/*{Messages,Texts,Text}.ts'],
  { eager: true },
);

/** Exports of those modules that are not words for a reader, with why. */
const NOT_TEXT: Record<string, string> = {
  CONSENT_DISCLOSURE_VERSION: 'the id of the disclosure wording the sandbox records, not shown',
  CASE_FAILURE_MESSAGES:
    'messages (decision 490) of SPEC_TEXTS, whose Spanish tests/unit/i18n-messages.test.ts checks',
};

/** Catalogs only agents or developers see, left in English (the documents-and-Spanish review asks for the customer's texts). */
const ENGLISH_ONLY: Record<string, string> = {
  CONFIGS_FAILED: "the configuration screen is the developers' (SPEC §2 Configs)",
};

indexSpanish(SPANISH);
const paired = new Map(SPANISH.map(([en, es]) => [en, es]));

const catalogs = Object.entries(MODULES).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => typeof value !== 'function' && !(name in NOT_TEXT))
    .map(([name, value]) => ({ id: `${file.replace('../../', '')} ${name}`, name, value })),
);

describe('the Spanish catalogs', () => {
  it('finds the English catalogs it checks', () => {
    expect(catalogs.length).toBeGreaterThan(5);
  });

  it.each(catalogs.filter((c) => !(c.name in ENGLISH_ONLY)))(
    '$id has Spanish for every text',
    ({ value }) => {
      const es = typeof value === 'object' && value !== null ? paired.get(value) : undefined;
      if (es !== undefined) {
        expect(catalogDifferences(value, es)).toEqual([]);
        return;
      }
      // Not paired itself: a table of other catalogs' messages (a failure table, decision 490), written in both.
      const messages =
        typeof value === 'object' && value !== null ? Object.values(value).filter(isMessage) : [];
      if (messages.length > 0) {
        expect(messages.filter((m) => say(m, 'es') === say(m, 'en')).map((m) => m.id)).toEqual([]);
        return;
      }
      // Or a catalog made of other catalogs' texts, or one text.
      const untranslated = textLeaves(value).filter(
        ({ text }) => say(messageOfServerText(text), 'es') === text,
      );
      expect(untranslated).toEqual([]);
    },
  );

  it('pairs no catalog twice and nothing that is not a catalog module export', () => {
    expect(paired.size).toBe(SPANISH.length);
  });
});

describe('catalogDifferences (the check above can fail)', () => {
  it('names a key missing in Spanish, one only in Spanish, a wrong kind and an empty text', () => {
    const en = { a: 'A', b: { c: 'C' }, f: (n: string) => n, list: ['x', 'y'] };
    expect(catalogDifferences(en, { a: 'A', b: {}, f: () => '', list: ['x'], extra: 'E' })).toEqual([
      'b.c: missing in Spanish',
      'f: takes 1 arguments in English, 0 in Spanish',
      'list: 2 items in English, 1 in Spanish',
      'extra: only in Spanish',
    ]);
    expect(catalogDifferences({ a: 'A' }, { a: ' ' })).toEqual(['a: empty in Spanish']);
    expect(catalogDifferences({ a: 'A' }, { a: ['A'] })).toEqual(['a: a text in English, a list in Spanish']);
  });
});

describe('a text a machine carries, shown in Spanish', () => {
  it('writes a message in Spanish by its key, with its values (decision 490)', () => {
    expect(say(message(LOGIN_MESSAGES, 'agentLoginOff'), 'es')).toBe(LOGIN_MESSAGES_ES.agentLoginOff);
    expect(say(message(LOGIN_MESSAGES, 'unknownAgent', '12345'), 'es')).toBe(
      LOGIN_MESSAGES_ES.unknownAgent('12345'),
    );
    expect(say(message(LOGIN_MESSAGES, 'agentLoginOff'), 'en')).toBe(LOGIN_MESSAGES.agentLoginOff);
  });

  it("reads a server's text back with the most specific message, not the first one whose words fit", () => {
    const loose = textCatalog('testLoose', { n: (a: string, b: string) => `${a} of ${b}` });
    const exact = textCatalog('testExact', {
      due: (amount: string) => `Test: your payment of ${amount} is due`,
    });
    indexSpanish([
      [loose, { n: (a: string, b: string) => `${a} de ${b}` }],
      [exact, { due: (amount: string) => `Prueba: su pago de ${amount} vence` }],
    ]);
    expect(say(messageOfServerText('Test: your payment of $5.00 is due'), 'es')).toBe(
      'Prueba: su pago de $5.00 vence',
    );
    expect(say(messageOfServerText('3 of 12'), 'es')).toBe('3 de 12');
  });

  it("leaves English as it is, and a server's text no catalog holds as it came", () => {
    expect(say(messageOfServerText(LOGIN_MESSAGES.agentLoginOff), 'en')).toBe(LOGIN_MESSAGES.agentLoginOff);
    expect(messageOfServerText('Olivia Owner')).toEqual(rawMessage('Olivia Owner'));
    expect(say(messageOfServerText('Olivia Owner'), 'es')).toBe('Olivia Owner');
  });

  it("writes every text of every declared catalog again from the id a message or a server's words carry, in both languages", () => {
    // The id is the catalog's declared name and the key (messageOfServerText builds it the same way): a
    // catalog declared under a name its messages cannot be found by would leave its texts unwritable.
    const names = [...declaredCatalogs().keys()];
    expect(names).toEqual(expect.arrayContaining(['dashboardTexts', 'certificateTexts', 'everyTexts']));
    const unwritten: string[] = [];
    for (const [name, catalog] of declaredCatalogs()) {
      if (name === 'raw') continue;
      const spanish = textsIn(catalog, 'es') as Record<string, unknown>;
      for (const [key, english] of Object.entries(catalog)) {
        if (typeof english !== 'string') continue;
        const carried = { id: `${name}.${key}`, values: [] };
        try {
          if (say(carried, 'en') !== english || say(carried, 'es') !== spanish[key])
            unwritten.push(carried.id);
        } catch {
          unwritten.push(carried.id);
        }
      }
    }
    expect(unwritten).toEqual([]);
  });

  it('gives the Spanish object of a catalog, and English while English is chosen', () => {
    expect(textsIn(LOGIN_MESSAGES, 'es')).toBe(LOGIN_MESSAGES_ES);
    expect(textsIn(LOGIN_MESSAGES, 'en')).toBe(LOGIN_MESSAGES);
  });
});
