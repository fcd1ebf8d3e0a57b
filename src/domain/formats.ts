import { formatList } from '../i18n/lists.ts';
import type { Message } from '../i18n/message.ts';
import { writeMessage } from '../i18n/message.ts';
import { formatUsDate, formatUsTime } from './dates.ts';
import { formatUsd } from './money.ts';

/**
 * How amounts, dates, times, lists of names and texts are written in one language (decisions 270,
 * 490). The domain's sentences take one, so a view can have them written in the chosen language;
 * English is SPEC §9's ($1,234.50, MM/DD/YYYY, hh:mm:ss am) and the default everywhere.
 */
export interface Formats {
  money: (amount: number) => string;
  date: (iso: string, timeZone?: string) => string;
  time: (iso: string, timeZone?: string) => string;
  /** 'A and B', 'A, B and C' (in Spanish 'A y B'), by Intl.ListFormat. */
  list: (names: readonly string[]) => string;
  /** A catalog in this language: `formats.texts(NEXT_TEXTS).lifeInForce`. */
  texts: <T extends object>(catalog: T) => T;
  /** A message (decision 490) written in this language. */
  say: (message: Message) => string;
}

/** How a language other than English finds its catalogs (src/i18n's Spanish, once loaded). */
export interface LanguageTexts {
  texts: <T extends object>(catalog: T) => T;
  say: (message: Message) => string;
}

const ENGLISH: LanguageTexts = {
  texts: (catalog) => catalog,
  say: (message) => writeMessage(message, (en) => en),
};

/**
 * The formats of an Intl locale, with the catalogs of its language (English: the catalogs as they are).
 * Each call builds new ones: a view keeps its language's (useFormats), and English's are US_FORMATS.
 */
export function formatsFor(intlLocale = 'en-US', language: LanguageTexts = ENGLISH): Formats {
  return {
    money: (amount) => formatUsd(amount, intlLocale),
    date: (iso, timeZone) => formatUsDate(iso, timeZone, intlLocale),
    time: (iso, timeZone) => formatUsTime(iso, timeZone, intlLocale),
    list: (names) => formatList(intlLocale, names),
    texts: language.texts,
    say: language.say,
  };
}

export const US_FORMATS: Formats = formatsFor('en-US');
