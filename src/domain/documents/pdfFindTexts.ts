import { textCatalog } from '../../i18n/message.ts';
/** What the find bar's machine says (machines/pdfFind.ts): its progress, '3 of 12', or why it stopped. */
export const FIND_TEXTS = textCatalog('findTexts', {
  searching: 'Searching…',
  none: 'No matches',
  failed: 'This document could not be searched.',
  match: (n: string, all: string) => `${n} of ${all}`,
} as const);
