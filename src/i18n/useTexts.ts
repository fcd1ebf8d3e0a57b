import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { type Formats, formatsFor, US_FORMATS } from '../domain/formats.ts';
import { INTL_LOCALE, type Locale } from './locale.ts';
import type { Message } from './message.ts';
import { currentLocale, say, subscribeLocale, textsIn } from './texts.ts';

export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, currentLocale, () => 'en' as const);
}

/** A catalog in the chosen language; the view draws again when the language changes. */
export function useTexts<T extends object>(en: T): T {
  return textsIn(en, useLocale());
}

/** For messages machines, rules and the API edge carry: written in the chosen language (decision 490). */
export function useSay(): (message: Message) => string {
  const locale = useLocale();
  return useCallback((message: Message) => say(message, locale), [locale]);
}

/**
 * Amounts (always US dollars), dates and lists of names through Intl in the chosen language, and the
 * catalog texts the domain's sentences are made of.
 */
export function useFormats(): Formats {
  const locale = useLocale();
  return useMemo(
    () =>
      locale === 'en'
        ? US_FORMATS
        : formatsFor(INTL_LOCALE[locale], {
            texts: (catalog) => textsIn(catalog, locale),
            say: (message) => say(message, locale),
          }),
    [locale],
  );
}
