/**
 * Find in a PDF's text (issue 24 point 2): the query is matched case-insensitively in each page's
 * text as pdf.js gives it (its text items in order, a line's end read as a space), with no other
 * folding, so a count can be checked against pdf.js's own getTextContent().
 */

/** The text items of one page, as pdf.js's getTextContent() returns them (marked content left out). */
export interface TextItemLike {
  str: string;
  hasEOL?: boolean;
}

/** A page's text and where each text item starts in it, so a match can be put back on the items. */
export interface PageText {
  text: string;
  /** starts[i]: the offset of item i in text; lengths[i]: its length. */
  starts: number[];
  lengths: number[];
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
    if (item.hasEOL) text += ' ';
  }
  return { text, starts, lengths };
}

/** What is looked for: the query without its outer spaces, in lower case. Its length is a match's. */
export function findQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** The start of every match of query in text, case-insensitively, matches not overlapping. */
export function findInText(text: string, query: string): number[] {
  const needle = findQuery(query);
  if (needle === '') return [];
  // Offsets are the items' as long as lower-casing keeps the length (it does but for rare letters
  // such as 'İ'; there a highlight may shift, the count stays right).
  const haystack = text.toLowerCase();
  const found: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length))
    found.push(at);
  return found;
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
