import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { foldText, foldWithOrigins } from '../../src/domain/textFold.ts';
import { countInPage, findInText, matchOnItems, pageText } from '../../src/domain/textSearch.ts';
import { count, found } from './find-helpers.ts';

/**
 * Find folds text as pdf.js's own find does (decision 256). The browser tests compare counts with
 * pdf.js's PDFFindController on real PDFs; these pin each rule and its highlight on the original text.
 */

describe('find folds as pdf.js does', () => {
  it('ignores accents on either side: "resume" finds "Résumé", "résumé" finds "resume"', () => {
    expect(found('Résumé, resume, RESUMES', 'resume')).toEqual(['Résumé', 'resume', 'RESUME']);
    expect(found('Résumé, resume', 'résumé')).toEqual(['Résumé', 'resume']);
    // An accent already split off in the PDF's text is ignored too, and kept in the highlight.
    expect(found('re\u0301sume\u0301 here', 'resume')).toEqual(['re\u0301sume\u0301']);
    expect(count('salariés', 'salarie')).toBe(1);
  });

  it('joins a word hyphenated at a line end, and the highlight covers both lines', () => {
    const page = pageText([
      { str: 'an inter-', hasEOL: true },
      { str: 'national policy', hasEOL: false },
    ]);
    expect(page.text).toBe('an inter-\nnational policy');
    const matches = findInText(page.text, 'international');
    expect(matches).toEqual([{ start: 3, length: 'inter-\nnational'.length }]);
    const [match] = matches;
    expect(matchOnItems(page, match?.start ?? 0, match?.length ?? 0)).toEqual([
      { item: 0, from: 3, to: 9 },
      { item: 1, from: 0, to: 8 },
    ]);
    expect(countInPage(page, 'inter-national')).toBe(0);
  });

  it('keeps other hyphens: mid-line, before a capital after a small letter, between digits', () => {
    expect(count('inter- national', 'international')).toBe(0);
    expect(count('inter-national', 'international')).toBe(0);
    // pdf.js joins only a small letter to a small one, or a capital to any letter.
    expect(count('Trace-\nMonkey', 'TraceMonkey')).toBe(0);
    expect(found('Trace-\nMonkey', 'Trace-Monkey')).toEqual(['Trace-\nMonkey']);
    expect(count('TRACE-\nmonkey', 'tracemonkey')).toBe(1);
    expect(found('2019-\n2020', '2019-2020')).toEqual(['2019-\n2020']);
    expect(count('2019-\n2020', '20192020')).toBe(0);
  });

  it('reads a line end as a space and a run of spaces as one', () => {
    expect(count('the\npolicy', 'the policy')).toBe(1);
    expect(count('the    policy', 'the policy')).toBe(1);
    expect(count('thepolicy', 'the policy')).toBe(0);
    expect(count('the policy', 'thepolicy')).toBe(0);
  });

  it('folds ligatures, typographic quotes and fractions, and lets punctuation have spaces around it', () => {
    expect(found('ﬁnd the ﬂow', 'find')).toEqual(['ﬁnd']);
    expect(count('ﬁnd the ﬂow', 'fl')).toBe(1);
    expect(count('find', 'ﬁnd')).toBe(1);
    expect(found('the interpreter’s loop', "interpreter's")).toEqual(['interpreter’s']);
    expect(count('“traces”', '"traces"')).toBe(1);
    expect(count('½ of it', '1/2')).toBe(1);
    expect(found('the policy . Next', 'policy.')).toEqual(['policy .']);
  });

  it('finds every typographic quote, dash and fraction by its plain form, as pdf.js does', () => {
    expect(found('an inter\u2010national policy', 'inter-national')).toEqual(['inter\u2010national']);
    expect(found('the ‘insured’ party', "'insured'")).toEqual(['‘insured’']);
    expect(found('der \u201AVertrag\u2018 gilt', "'Vertrag'")).toEqual(['\u201AVertrag\u2018']);
    expect(found('the \u201Bowner\u2019 signs', "'owner'")).toEqual(['\u201Bowner\u2019']);
    expect(found('der \u201EVertrag\u201C gilt', '"Vertrag"')).toEqual(['\u201EVertrag\u201C']);
    expect(found('the \u201Fannuitant\u201D signs', '"annuitant"')).toEqual(['\u201Fannuitant\u201D']);
    expect(found('¼ of it, ¾ of that', '1/4')).toEqual(['¼']);
    expect(found('¼ of it, ¾ of that', '3/4')).toEqual(['¾']);
  });

  it('treats the query as text, never as a pattern', () => {
    expect(count('a+b a.b (x) [y] $1 ^2 a|b', 'a+b')).toBe(1);
    expect(count('axb a.b', 'a.b')).toBe(1);
    expect(count('(x) [y] $1 ^2 a|b', '(x)')).toBe(1);
    expect(count('(x) [y] $1 ^2 a|b', '[y]')).toBe(1);
    expect(count('$1 ^2 a|b', '$1')).toBe(1);
    expect(count('a|b', 'a|b')).toBe(1);
    expect(count('a\\b', 'a\\b')).toBe(1);
  });

  it('finds nothing for a query of spaces or accents alone, and ignores the query’s outer spaces', () => {
    expect(count('a b', '  ')).toBe(0);
    expect(count('é', '\u0301')).toBe(0);
    expect(count('the policy', ' policy ')).toBe(1);
  });
});

describe('find, for any text', () => {
  /** Words of plain and accented letters, spaces, line ends and hyphens at line ends. */
  const text = fc
    .array(fc.constantFrom('a', 'b', 'e', 'é', 'E', 'É', 'ﬁ', ' ', '  ', '\n', '-\n', '-', '’'), {
      maxLength: 40,
    })
    .map((parts) => parts.join(''));
  const word = fc
    .array(fc.constantFrom('a', 'b', 'e', 'é', 'E', 'f', 'i'), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.join(''));

  it("a match's original stretch is found again by the same query", () => {
    fc.assert(
      fc.property(text, word, (t, q) => {
        for (const { start, length } of findInText(t, q)) {
          expect(length).toBeGreaterThan(0);
          expect(count(t.slice(start, start + length), q)).toBeGreaterThanOrEqual(1);
        }
      }),
    );
  });

  it('counts never fall when folding is added (against a plain case-insensitive count)', () => {
    const plain = (t: string, q: string) =>
      t.replaceAll('\n', ' ').toLowerCase().split(q.toLowerCase()).length - 1;
    fc.assert(
      fc.property(text, word, (t, q) => {
        expect(count(t, q)).toBeGreaterThanOrEqual(plain(t, q));
      }),
    );
  });

  it('counting and highlighting agree, and matches are in order without overlapping', () => {
    fc.assert(
      fc.property(text, word, (t, q) => {
        const matches = findInText(t, q);
        expect(matches).toHaveLength(count(t, q));
        for (let i = 1; i < matches.length; i++) {
          const before = matches[i - 1];
          expect(before && before.start + before.length).toBeLessThanOrEqual(matches[i]?.start ?? 0);
        }
      }),
    );
  });

  it('every folded character comes from characters of the original, in order', () => {
    fc.assert(
      fc.property(text, (t) => {
        const folded = foldWithOrigins(t);
        expect(folded.text).toBe(foldText(t).text);
        expect(folded.from).toHaveLength(folded.text.length);
        folded.from.forEach((from, i) => {
          expect(from).toBeLessThan(folded.to[i] ?? 0);
          expect(folded.to[i]).toBeLessThanOrEqual(t.length);
          if (i > 0) expect(from).toBeGreaterThanOrEqual(folded.from[i - 1] ?? 0);
        });
      }),
    );
  });
});

describe('the first find of a session', () => {
  it('builds pdf.js’s set of the characters NFKC changes, and only those, for every later page', async () => {
    // The set is built once, on the first fold: a fresh module builds it in this test.
    vi.resetModules();
    const search = await import('../../src/domain/textSearch.ts');
    const first = (text: string, query: string) =>
      search.findInText(text, query).map(({ start, length }) => text.slice(start, start + length));
    const firstCount = (text: string, query: string) =>
      search.countInPage(search.pageText([{ str: text }]), query);
    // Ligatures and full-width letters (above the surrogates), symbols and superscripts (below them).
    expect(first('ﬁnd the ﬂow', 'find')).toEqual(['ﬁnd']);
    expect(first('ﬁnd the ﬂow', 'flow')).toEqual(['ﬂow']);
    expect(first('the ＰＤＦ copy', 'PDF')).toEqual(['ＰＤＦ']);
    expect(first('Portal™ terms', 'PortalTM')).toEqual(['Portal™']);
    expect(first('120 m² floor', 'm2')).toEqual(['m²']);
    // Letters NFKC leaves alone still join over a hyphenated line end, and CJK over a line end.
    expect(first('an inter-\nnational policy', 'international')).toEqual(['inter-\nnational']);
    expect(firstCount('日本\n語の契約', '日本語')).toBe(1);
    expect(firstCount('Straße-\nnbahn', 'straßenbahn')).toBe(1);
  });
});
