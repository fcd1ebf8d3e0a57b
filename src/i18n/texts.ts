import type { CatalogPair } from './catalog.ts';
import { chooseLocale, INTL_LOCALE, LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from './locale.ts';
import { type Message, writeMessage } from './message.ts';

/**
 * The chosen language and the loaded Spanish (decision 270). English is every catalog's own object, so
 * it costs nothing; the Spanish catalogs come in one chunk, loaded only when Spanish is chosen.
 */
let locale: Locale = 'en';
const listeners = new Set<() => void>();
let loadSpanish: (() => Promise<readonly CatalogPair[]>) | null = null;
let spanishLoaded: Promise<void> | null = null;

const spanishOf = new Map<object, object>();

export function currentLocale(): Locale {
  return locale;
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The composition (src/app) says where the Spanish catalogs are; nothing below it imports them. */
export function provideSpanish(loader: () => Promise<readonly CatalogPair[]>): void {
  loadSpanish = loader;
}

/** A catalog (or any object within one) in the chosen language. */
export function textsIn<T extends object>(en: T, chosen: Locale = locale): T {
  if (chosen === 'en') return en;
  return (spanishOf.get(en) as T | undefined) ?? en;
}

/** A message (a catalog entry's id and its values) written in the chosen language (decision 490). */
export function say(message: Message, chosen: Locale = locale): string {
  return writeMessage(message, (en) => textsIn(en, chosen));
}

/** Switches the language once its catalogs are in; the choice is kept for the next visit. */
export async function chooseLanguage(next: Locale): Promise<void> {
  if (next === 'es') await ensureSpanish();
  locale = next;
  tellServer(next);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, next);
  } catch {
    // Storage refused (private mode): the choice lasts this visit.
  }
  showLocale();
}

/** At start: the stored choice or the browser's languages. Spanish that fails to load stays English. */
export async function startLanguage(): Promise<Locale> {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    stored = null;
  }
  const wanted = chooseLocale(stored, navigator.languages ?? [navigator.language]);
  tellServer(wanted);
  if (wanted === 'es') {
    try {
      await ensureSpanish();
      locale = 'es';
    } catch {
      locale = 'en';
    }
  }
  showLocale();
  return locale;
}

/** The language wanted, not the one shown: Spanish that failed to load this time is still wanted. */
function tellServer(wanted: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in Firefox ESR 128 nor Safari before 18.4.
  document.cookie = `${LOCALE_COOKIE}=${wanted}; Path=${import.meta.env.BASE_URL}; Max-Age=31536000; SameSite=Lax`;
}

function showLocale(): void {
  document.documentElement.lang = INTL_LOCALE[locale];
  for (const listener of listeners) listener();
}

function ensureSpanish(): Promise<void> {
  if (!loadSpanish) return Promise.reject(new Error('No Spanish catalogs were provided'));
  spanishLoaded ??= loadSpanish().then(indexSpanish, (error: unknown) => {
    spanishLoaded = null;
    throw error;
  });
  return spanishLoaded;
}

/** Registers pairs directly (tests, and the loader's result). */
export function indexSpanish(pairs: readonly CatalogPair[]): void {
  for (const [en, es] of pairs) indexPair(en, es);
}

function indexPair(en: unknown, es: unknown): void {
  if (en && es && typeof en === 'object' && typeof es === 'object') {
    spanishOf.set(en, es);
    for (const key of Object.keys(en)) indexPair((en as never)[key], (es as never)[key]);
  }
}
