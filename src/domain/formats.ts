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
  /**
   * A catalog's English text (or a template's English output) in the same language: the identity in
   * English; in Spanish src/i18n's translateText. Being replaced by `texts` and `say` (decision 490).
   */
  text: (english: string) => string;
}

/** How a language other than English finds its catalogs (src/i18n's Spanish, once loaded). */
export interface LanguageTexts {
  texts: <T extends object>(catalog: T) => T;
  say: (message: Message) => string;
}

const cache = new Map<string, Formats>();

const same = (text: string) => text;
const ENGLISH: LanguageTexts = {
  texts: (catalog) => catalog,
  say: (message) => writeMessage(message, (en) => en),
};

/** The formats of an Intl locale; `text` translates catalog texts into its language (English: as they are). */
export function formatsFor(
  intlLocale = 'en-US',
  text: (english: string) => string = same,
  language: LanguageTexts = ENGLISH,
): Formats {
  let formats = text === same && language === ENGLISH ? cache.get(intlLocale) : undefined;
  if (!formats) {
    formats = {
      money: (amount) => formatUsd(amount, intlLocale),
      date: (iso, timeZone) => formatUsDate(iso, timeZone, intlLocale),
      time: (iso, timeZone) => formatUsTime(iso, timeZone, intlLocale),
      list: (names) => formatList(intlLocale, names),
      texts: language.texts,
      say: language.say,
      text,
    };
    if (text === same && language === ENGLISH) cache.set(intlLocale, formats);
  }
  return formats;
}

export const US_FORMATS: Formats = formatsFor('en-US');
