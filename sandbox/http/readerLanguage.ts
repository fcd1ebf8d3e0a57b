import { chooseLocale, type Locale } from '../../src/i18n/locale.ts';

/** What the answer of a page drawn in one language depends on: a cache keeps one copy per reader's language. */
export const READER_LANGUAGE_HEADERS = 'Cookie, Accept-Language';

/**
 * The language the portal will show this reader (src/i18n/texts.ts `startLanguage`): the one the portal
 * wrote in its cookie (`LOCALE_COOKIE`), else the first of the browser's languages it speaks
 * (Accept-Language lists them in the browser's order), else English (decision 524).
 */
export function readerLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  const languages = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter((tag) => tag !== '');
  return chooseLocale(cookie ?? null, languages);
}
