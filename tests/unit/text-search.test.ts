import { describe, expect, it } from 'vitest';
import { matchOnItems, pageText } from '../../src/domain/textSearch.ts';
import { count, found } from './find-helpers.ts';

/**
 * A query becomes the pattern pdf.js's own find builds from it (#convertToRegExpString, decision 256):
 * the counts a reader sees must be pdf.js's, and a highlight must cover the matched characters only.
 */

describe("a query's spaces and punctuation, as pdf.js reads them", () => {
  it('two spaces typed between words still find the words one space apart', () => {
    expect(count('policy number', 'policy  number')).toBe(1);
  });

  it('punctuation inside the query may have spaces around it: "smith,john" finds "Smith, John"', () => {
    expect(found('Smith, John and Smith ,John', 'smith,john')).toEqual(['Smith, John', 'Smith ,John']);
  });

  it('a run of punctuation is one piece: "why?!" does not find "Why? !"', () => {
    expect(count('Why?! Why? !', 'why?!')).toBe(1);
  });

  it('punctuation the query also ends with may have spaces before it only: "e.g." does not find "e. g."', () => {
    // pdf.js asks whether the query ends with that punctuation, not whether this one is its last.
    expect(count('e.g. and e .g. and e. g.', 'e.g.')).toBe(2);
  });

  it('a highlight starts at the punctuation a query starts with, not at the space before it', () => {
    expect(found('see (a) and ( a)', '(a')).toEqual(['(a', '( a']);
  });

  it('a highlight ends at the quote a quoted query ends with, not at the spaces after it', () => {
    // The closing quote is also the one the query starts with: pdf.js lets spaces follow it, then
    // drops the spaces a pattern ends with.
    expect(found('the "policy"  holder', '"policy"')).toEqual(['"policy"']);
    expect(found('the " policy"  holder', '"policy"')).toEqual(['" policy"']);
  });
});

describe('letters and marks, as pdf.js reads them', () => {
  it('a virama or a kana voicing mark in the query is kept: "क्ष" does not find "कष", "が" does not find "か"', () => {
    expect(count('कष', 'क्ष')).toBe(0);
    expect(count('क्ष', 'क्ष')).toBe(1);
    expect(count('か', 'が')).toBe(0);
    expect(count('が', 'が')).toBe(1);
  });

  it('on a page without accents, case is ignored as pdf.js ignores it: "straße" does not find "STRAẞE"', () => {
    // pdf.js's pattern has no u flag there, and without it ß and ẞ are not one letter in another case.
    expect(count('STRAẞE', 'straße')).toBe(0);
    expect(count('STRASSE Straße', 'straße')).toBe(1);
  });
});

describe('matches next to each other', () => {
  it('finds every one, none skipped: "1" twice in "2011", "ab" twice in "abab"', () => {
    expect(found('2011', '1')).toEqual(['1', '1']);
    expect(count('abab', 'ab')).toBe(2);
  });
});

describe('a match put back on the items', () => {
  // Two items of one line (no line end between them): 'Policy' and 'owner'.
  const page = pageText([{ str: 'Policy' }, { str: 'owner' }]);

  it('a match on the second item only is not also on the end of the first', () => {
    expect(matchOnItems(page, 6, 'owner'.length)).toEqual([{ item: 1, from: 0, to: 5 }]);
  });

  it('a match on the first item only is not also on the start of the next', () => {
    expect(matchOnItems(page, 0, 'Policy'.length)).toEqual([{ item: 0, from: 0, to: 6 }]);
  });
});
