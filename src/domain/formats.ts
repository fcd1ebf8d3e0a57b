import { formatUsDate, formatUsTime } from './dates.ts';
import { formatUsd } from './money.ts';

/**
 * How amounts, dates, times and lists of names are written in one language (decision 270). The
 * domain's sentences take one, so a view can have them written in the chosen language; English is
 * SPEC §9's ($1,234.50, MM/DD/YYYY, hh:mm:ss am) and the default everywhere.
 */
export interface Formats {
  money: (amount: number) => string;
  date: (iso: string, timeZone?: string) => string;
  time: (iso: string, timeZone?: string) => string;
  /** 'A and B', 'A, B and C' (in Spanish 'A y B'). */
  list: (names: readonly string[]) => string;
  /**
   * A catalog's English text (or a template's English output) in the same language: the identity in
   * English; in Spanish src/i18n's translateText. The domain's sentences pass their parts through it.
   */
  text: (english: string) => string;
}

const joinEnglish = (names: readonly string[]) =>
  names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

const cache = new Map<string, Formats>();

const same = (text: string) => text;

/** The formats of an Intl locale; `text` translates catalog texts into its language (English: as they are). */
export function formatsFor(intlLocale = 'en-US', text: (english: string) => string = same): Formats {
  let formats = text === same ? cache.get(intlLocale) : undefined;
  if (!formats) {
    const lists = intlLocale === 'en-US' ? null : new Intl.ListFormat(intlLocale, { type: 'conjunction' });
    formats = {
      money: (amount) => formatUsd(amount, intlLocale),
      date: (iso, timeZone) => formatUsDate(iso, timeZone, intlLocale),
      time: (iso, timeZone) => formatUsTime(iso, timeZone, intlLocale),
      list: (names) => (lists ? lists.format(names) : joinEnglish(names)),
      text,
    };
    if (text === same) cache.set(intlLocale, formats);
  }
  return formats;
}

export const US_FORMATS: Formats = formatsFor('en-US');
