import { useCallback, useSyncExternalStore } from 'react';
import { formatUsDate, formatUsTime } from '../domain/dates.ts';
import { formatUsd } from '../domain/money.ts';
import { INTL_LOCALE, type Locale } from './locale.ts';
import { currentLocale, subscribeLocale, textsIn, translateText } from './texts.ts';

export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, currentLocale, () => 'en' as const);
}

/** A catalog in the chosen language; the view draws again when the language changes. */
export function useTexts<T extends object>(en: T): T {
  return textsIn(en, useLocale());
}

/** For texts a machine carries: its English catalog value shown in the chosen language. */
export function useTranslate(): (text: string) => string {
  const locale = useLocale();
  return useCallback((text: string) => translateText(text, locale), [locale]);
}

/** Amounts (always US dollars) and dates through Intl in the chosen language. */
export function useFormats() {
  const intl = INTL_LOCALE[useLocale()];
  return {
    money: (amount: number) => formatUsd(amount, intl),
    date: (iso: string, timeZone?: string) => formatUsDate(iso, timeZone, intl),
    time: (iso: string, timeZone?: string) => formatUsTime(iso, timeZone, intl),
  };
}
