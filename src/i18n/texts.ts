import type { CatalogPair } from './catalog.ts';
import { chooseLocale, INTL_LOCALE, LOCALE_STORAGE_KEY, type Locale } from './locale.ts';
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
const spanishText = new Map<string, string>();
/** Most specific first (the longest fixed text), so that "Page 3 of 12" is not read as "{a} of {b}". */
const spanishTemplates: { pattern: RegExp; fixed: number; es: (...args: string[]) => string }[] = [];

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

/**
 * A text a machine carries (its English catalog value, as SPEC words it) in the chosen language: the
 * English text is the message's id, as gettext's are. A text no catalog holds is shown as it came.
 */
export function translateText(text: string, chosen: Locale = locale): string {
  if (chosen === 'en') return text;
  const exact = spanishText.get(text);
  if (exact !== undefined) return exact;
  for (const { pattern, es } of spanishTemplates) {
    const match = pattern.exec(text);
    if (match) return es(...match.slice(1));
  }
  return text;
}

/** Switches the language once its catalogs are in; the choice is kept for the next visit. */
export async function chooseLanguage(next: Locale): Promise<void> {
  if (next === 'es') await ensureSpanish();
  locale = next;
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
  if (typeof en === 'string' && typeof es === 'string') {
    spanishText.set(en, es);
    return;
  }
  if (typeof en === 'function' && typeof es === 'function') {
    const template = templateOf(en as (...args: string[]) => string);
    if (template) {
      spanishTemplates.push({ ...template, es: es as (...args: string[]) => string });
      spanishTemplates.sort((a, b) => b.fixed - a.fixed);
    }
    return;
  }
  if (en && es && typeof en === 'object' && typeof es === 'object') {
    spanishOf.set(en, es);
    for (const key of Object.keys(en)) indexPair((en as never)[key], (es as never)[key]);
  }
}

const MARK = (n: number) => `\u{F0000}${n}\u{F0001}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message function that only places its arguments in the text (`(n) => \`Page ${n}\``) can be read
 * back from its English output; one that decides on its arguments (plurals) cannot, and is only used
 * through textsIn().
 */
function templateOf(en: (...args: string[]) => string): { pattern: RegExp; fixed: number } | null {
  const marks = Array.from({ length: en.length }, (_, n) => MARK(n));
  let sample: string;
  try {
    sample = en(...marks);
  } catch {
    return null;
  }
  if (typeof sample !== 'string' || en.length === 0) return null;
  const order: number[] = [];
  let fixed = 0;
  const source = sample.split(/(\u{F0000}\d+\u{F0001})/u).map((part) => {
    const mark = /^\u{F0000}(\d+)\u{F0001}$/u.exec(part);
    if (!mark) {
      fixed += part.length;
      return escapeRegExp(part);
    }
    order.push(Number(mark[1]));
    return '(.+?)';
  });
  if (order.length !== en.length || order.some((n, i) => n !== i)) return null;
  return { pattern: new RegExp(`^${source.join('')}$`, 's'), fixed };
}
