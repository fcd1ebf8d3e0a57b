import { type FoldedText, foldText, foldWithOrigins } from './textFold.ts';

/**
 * Find in a PDF's text, counting what pdf.js's own find counts with its default
 * options (case and accents ignored, parts of words found): the page's text and the query are folded
 * alike (textFold.ts) and the query becomes the pattern pdf.js builds from it (decision 256).
 */

/** The text items of one page, as pdf.js's getTextContent() returns them (marked content left out). */
export interface TextItemLike {
  str: string;
  hasEOL?: boolean;
}

/** A page's text, where each text item starts in it, and the text folded for find. */
export interface PageText {
  /** The items in order, a line's end (hasEOL) as '\n', as pdf.js's find joins them. */
  text: string;
  /** starts[i]: the offset of item i in text; lengths[i]: its length. */
  starts: number[];
  lengths: number[];
  folded: FoldedText;
}

export function pageText(items: readonly (TextItemLike | { type: string })[]): PageText {
  let text = '';
  const starts: number[] = [];
  const lengths: number[] = [];
  for (const item of items) {
    if (!('str' in item)) continue;
    starts.push(text.length);
    lengths.push(item.str.length);
    text += item.str;
    if (item.hasEOL) text += '\n';
  }
  return { text, starts, lengths, folded: foldText(text) };
}

/**
 * What is looked for: the query without its outer spaces (pdf.js keeps them; a reader typing
 * 'policy ' on the way to 'policy number' should not lose the count meanwhile).
 */
export function findQuery(query: string): string {
  return query.trim();
}

/** A match in a page's original text: characters [start, start + length). */
export interface TextMatch {
  start: number;
  length: number;
}

/** Punctuation (with a space or not around it), white space, accents and letters, as pdf.js reads a query. */
const QUERY_PARTS = /([+^$|])|(\p{P}+)|(\s+)|(\p{M})|(\p{L})/gu;
/** Marks pdf.js never ignores (they change the letter, e.g. a virama). */
const KEPT_MARKS = new Set([
  0x3099, 0x309a, 0x094d, 0x09cd, 0x0a4d, 0x0acd, 0x0b4d, 0x0bcd, 0x0c4d, 0x0ccd, 0x0d3b, 0x0d3c, 0x0d4d,
  0x0dca, 0x0e3a, 0x0eba, 0x0f84, 0x1039, 0x103a, 0x1714, 0x1734, 0x17d2, 0x1a60, 0x1b44, 0x1baa, 0x1bab,
  0x1bf2, 0x1bf3, 0x2d7f, 0xa806, 0xa82c, 0xa8c4, 0xa953, 0xa9c0, 0xaaf6, 0xabed, 0x0c56, 0x0f71, 0x0f72,
  0x0f7a, 0x0f7b, 0x0f7c, 0x0f7d, 0x0f80, 0x0f74,
]);
const OPTIONAL_SPACES = '[ ]*';

/** Escapes what a pattern reads as syntax (valid with and without the u flag). */
const escapeSyntax = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * The pattern pdf.js's #convertToRegExpString builds from a folded query (matchDiacritics off): a run
 * of white space matches a run of spaces, punctuation may have spaces around it, accents in the query
 * are dropped and, on a page with accents, any letter may carry them.
 */
function queryPattern(query: string, pageHasDiacritics: boolean): RegExp | null {
  let unicode = false;
  const spaced = (original: string, fixed: string) => {
    if (original === query) return fixed;
    if (query.startsWith(original)) return `${fixed}${OPTIONAL_SPACES}`;
    if (query.endsWith(original)) return `${OPTIONAL_SPACES}${fixed}`;
    return `${OPTIONAL_SPACES}${fixed}${OPTIONAL_SPACES}`;
  };
  let source = query.replace(QUERY_PARTS, (_, symbol, punctuation, space, mark, letter) => {
    if (symbol) return spaced(symbol, escapeSyntax(symbol));
    if (punctuation) return spaced(punctuation, escapeSyntax(punctuation));
    if (space) return '[ ]+';
    if (mark) return KEPT_MARKS.has(mark.charCodeAt(0)) ? mark : '';
    if (pageHasDiacritics) {
      unicode = true;
      return `${letter}\\p{M}*`;
    }
    return letter;
  });
  if (source.endsWith(OPTIONAL_SPACES)) source = source.slice(0, -OPTIONAL_SPACES.length);
  if (source === '') return null;
  return new RegExp(source, `g${unicode ? 'u' : ''}i`);
}

/** The last query's patterns (for pages without and with accents): a search asks once per page. */
let compiled: { query: string; plain: RegExp | null; accented: RegExp | null } | null = null;

function patternFor(query: string, pageHasDiacritics: boolean): RegExp | null {
  if (compiled?.query !== query) {
    const folded = foldText(findQuery(query)).text;
    compiled = {
      query,
      plain: folded === '' ? null : queryPattern(folded, false),
      accented: folded === '' ? null : queryPattern(folded, true),
    };
  }
  return pageHasDiacritics ? compiled.accented : compiled.plain;
}

/** Every match of query in folded text (folded coordinates), not overlapping, in order. */
function matchesIn(folded: FoldedText, query: string): TextMatch[] {
  const re = patternFor(query, folded.hasDiacritics);
  if (!re) return [];
  re.lastIndex = 0;
  const found: TextMatch[] = [];
  for (let m = re.exec(folded.text); m; m = re.exec(folded.text)) {
    found.push({ start: m.index, length: m[0].length });
    if (m[0].length === 0) re.lastIndex++;
  }
  return found;
}

/** How many times query is found on a page. */
export function countInPage(page: PageText, query: string): number {
  return matchesIn(page.folded, query).length;
}

/** Every match of query in text, as stretches of the original text (a match may span a line end). */
export function findInText(text: string, query: string): TextMatch[] {
  const folded = foldWithOrigins(text);
  return matchesIn(folded, query).map(({ start, length }) => {
    const from = folded.from[start] ?? 0;
    const to = folded.to[start + length - 1] ?? from;
    return { start: from, length: to - from };
  });
}

/** One piece of a match on one text item: characters [from, to) of item `item`. */
export interface ItemRange {
  item: number;
  from: number;
  to: number;
}

/** Where a match [start, start + length) lies on the page's text items. */
export function matchOnItems(page: PageText, start: number, length: number): ItemRange[] {
  const end = start + length;
  const ranges: ItemRange[] = [];
  for (let item = 0; item < page.starts.length; item++) {
    const itemStart = page.starts[item] ?? 0;
    const itemEnd = itemStart + (page.lengths[item] ?? 0);
    if (itemEnd <= start) continue;
    if (itemStart >= end) break;
    ranges.push({
      item,
      from: Math.max(start, itemStart) - itemStart,
      to: Math.min(end, itemEnd) - itemStart,
    });
  }
  return ranges;
}
