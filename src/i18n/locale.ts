/**
 * The portal's languages and the visitor's choice (decision 270). The choice is a
 * preference, nothing personal: it is kept in localStorage so it survives a reload and a sign-out.
 */
const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const LOCALE_STORAGE_KEY = 'epd.language';

/**
 * The same choice in a cookie, for the server of the portal's pages: it sends a page drawn in English at
 * build only to an English reader (decision 524). The language alone: nothing personal.
 */
export const LOCALE_COOKIE = 'epd-language';

/** BCP 47 tags for Intl: US English, and the Spanish of the United States (amounts stay in dollars). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A stored choice wins; else the first of the browser's languages the portal speaks; else English. */
export function chooseLocale(stored: string | null, languages: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return 'en';
}
