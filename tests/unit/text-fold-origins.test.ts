import { describe, expect, it } from 'vitest';
import { countInPage, pageText } from '../../src/domain/textSearch.ts';
import { count, found } from './find-helpers.ts';

/**
 * Find's folding beyond the Latin basics (decision 256, pdf.js 5.6's normalize() rule for rule): line
 * ends after CJK characters and kana voicing marks, hyphens after accents, stacked accents, and where a
 * page's accents change how its query is matched. Counts are pdf.js's; highlights cover the original.
 */

describe('find over line ends in Japanese and Chinese text', () => {
  it('drops a line end after a CJK character, so a word over two lines is found and highlighted whole', () => {
    expect(count('日\n本語の文書', '日本')).toBe(1);
    expect(found('日\n本語の文書', '日本')).toEqual(['日\n本']);
    expect(count('ひら\nがな', 'ひらがな')).toBe(1);
  });

  it('keeps a CJK character outside the BMP whole before a line end (𠮷 of 𠮷野家)', () => {
    expect(count('𠮷\n野家の店', '𠮷野家')).toBe(1);
    expect(found('𠮷\n野家の店', '𠮷野家')).toEqual(['𠮷\n野家']);
  });

  it('drops a line end after a kana voicing mark: が at a line end joins the next line', () => {
    expect(count('ご\nはん', 'ごはん')).toBe(1);
    expect(found('ご\nはん', 'ごはん')).toEqual(['ご\nはん']);
  });
});

describe('find over a word hyphenated after an accent', () => {
  it('joins "rémuné-" and "rations" over a line end, as after a plain letter', () => {
    expect(count('les rémuné-\nrations versées', 'remunerations')).toBe(1);
    expect(found('les rémuné-\nrations versées', 'rémunérations')).toEqual(['rémuné-\nrations']);
    expect(count('les rémuné-\nrations versées', 'rémuné-rations')).toBe(0);
  });

  it('highlights every accent of a letter before such a hyphen, even accents written apart', () => {
    // 'ê' then a separate dot below: 'ệ' of 'Việt' hyphenated at a line's end.
    const text = 'Viê\u0323-\nt Nam';
    expect(found(text, 'việ')).toEqual(['Viê\u0323']);
    expect(found(text, 'việt')).toEqual(['Viê\u0323-\nt']);
  });

  it('highlights every accent written apart in canonical order before such a hyphen', () => {
    // 'e', a dot below, then a circumflex: already NFD's order, so each accent keeps its own place.
    expect(found('Vie\u0323\u0302-\nt Nam', 'việ')).toEqual(['Vie\u0323\u0302']);
  });
});

describe('find counts stacked accents as pdf.js does', () => {
  it("reads accents in any order as pdf.js's NFD orders them (Tibetan vowel signs)", () => {
    // U+0F72 before U+0F71 is not canonical order; pdf.js's NFD puts U+0F71 first, and keeps both in the query.
    expect(count('ཀ\u0F72\u0F71 text', 'ཀ\u0F71\u0F72')).toBe(1);
  });

  it('highlights what it counts where the marks stand out of order: the letter with its marks', () => {
    // Counted 1 and highlighted nothing before: the highlight read the marks one at a time, unordered.
    expect(found('ཀ\u0F72\u0F71 text', 'ཀ\u0F71\u0F72')).toEqual(['ཀ\u0F72\u0F71']);
    expect(count('ཀ\u0F72\u0F71 text', '\u0F71\u0F72')).toBe(1);
    expect(found('ཀ\u0F72\u0F71 text', '\u0F71\u0F72')).toEqual(['ཀ\u0F72\u0F71']);
    // Devanagari: a virama typed before a nukta is read in NFD's order, and found by the canonical order.
    expect(count('क\u094D\u093C', 'क\u093C\u094D')).toBe(1);
    expect(found('क\u094D\u093C', 'क\u093C\u094D')).toEqual(['क\u094D\u093C']);
    // Marks in canonical order keep their own places.
    expect(found('क\u093C\u094D', 'क\u093C\u094D')).toEqual(['क\u093C\u094D']);
  });

  it('highlights marks out of order at the very start of the text too', () => {
    expect(count('\u0F72\u0F71 ཀ', '\u0F71\u0F72')).toBe(1);
    expect(found('\u0F72\u0F71 ཀ', '\u0F71\u0F72')).toEqual(['\u0F72\u0F71']);
  });

  it('highlights only the matched characters where nothing is reordered: a virama alone, not its letter', () => {
    // Decision 256: a highlight covers the characters matched, here the virama of 'क्ष' and no more.
    expect(count('क्ष', '\u094D')).toBe(1);
    expect(found('क्ष', '\u094D')).toEqual(['\u094D']);
  });
});

describe("a page's accents change how its letters are matched, as in pdf.js", () => {
  it('on a page without accents, "ß" does not find the capital "ẞ"; with an accent on the page it does', () => {
    // pdf.js matches a page without accents without Unicode case folding, one with accents with it.
    expect(countInPage(pageText([{ str: 'DIE STRAẞE', hasEOL: true }, { str: 'IST LANG' }]), 'straße')).toBe(
      0,
    );
    expect(
      countInPage(pageText([{ str: 'DIE STRAẞE', hasEOL: true }, { str: 'IST LÄNGER' }]), 'straße'),
    ).toBe(1);
  });
});
