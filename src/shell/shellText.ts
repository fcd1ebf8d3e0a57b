import { useCallback } from 'react';
import type { Locale } from '../i18n/locale.ts';
import { isMessage, type Message } from '../i18n/message.ts';
import { say, translateText } from '../i18n/texts.ts';
import { useLocale } from '../i18n/useTexts.ts';

/**
 * What the shell shows for every screen (a toast, the error modal, a load failure, a spinner's label,
 * an announcement, a title): a message, written in the chosen language (decision 490), or words already
 * in it. A catalog's English still handed over by a screen not yet carrying messages is read back by
 * `translateText` here, the shell's one such place, until every screen hands over messages.
 */
export type ShellText = Message | string;

export function writeShellText(text: ShellText, locale: Locale): string {
  return isMessage(text) ? say(text, locale) : translateText(text, locale);
}

export function useShellText(): (text: ShellText) => string {
  const locale = useLocale();
  return useCallback((text: ShellText) => writeShellText(text, locale), [locale]);
}
