import { countInPage, findInText, pageText } from '../../src/domain/textSearch.ts';

/** How many matches find counts for a query on a page of one text item (pdf.js's count). */
export const count = (text: string, query: string) => countInPage(pageText([{ str: text }]), query);

/** The original stretches a query's matches cover. */
export const found = (text: string, query: string) =>
  findInText(text, query).map(({ start, length }) => text.slice(start, start + length));
