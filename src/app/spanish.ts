import {
  LOGIN_FORM_MESSAGES_ES,
  LOGIN_MESSAGES_ES,
  SESSION_MESSAGES_ES,
} from '../domain/loginMessages.es.ts';
import { LOGIN_FORM_MESSAGES, LOGIN_MESSAGES, SESSION_MESSAGES } from '../domain/loginMessages.ts';
import { LOGIN_TEXTS_ES } from '../features/login/messages.es.ts';
import { LOGIN_TEXTS } from '../features/login/messages.ts';
import { type CatalogPair, pair } from '../i18n/catalog.ts';
import { SHELL_TEXTS_ES } from '../shell/messages.es.ts';
import { SHELL_TEXTS } from '../shell/messages.ts';

/**
 * Every catalog with its Spanish (decision 270). This module is the Spanish chunk: main.tsx loads it
 * only when Spanish is chosen, so an English visit's first load does not grow.
 * tests/unit/i18n-catalogs.test.ts fails when a catalog of src/ has no pair here or a key is missing.
 */
export const SPANISH: readonly CatalogPair[] = [
  pair(SHELL_TEXTS, SHELL_TEXTS_ES),
  pair(LOGIN_TEXTS, LOGIN_TEXTS_ES),
  pair(SESSION_MESSAGES, SESSION_MESSAGES_ES),
  pair(LOGIN_MESSAGES, LOGIN_MESSAGES_ES),
  pair(LOGIN_FORM_MESSAGES, LOGIN_FORM_MESSAGES_ES),
];
