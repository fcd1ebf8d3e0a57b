import { useCallback } from 'react';
import type { Locale } from '../i18n/locale.ts';
import { isMessage, type Message } from '../i18n/message.ts';
import { say } from '../i18n/texts.ts';
import { useLocale } from '../i18n/useTexts.ts';

/**
 * What the shell shows for every screen (a toast, the error modal, a load failure, a spinner's label,
 * an announcement, a title): a message, written in the chosen language (decision 490), or words a view
 * already wrote in it (a `useTexts` catalog's text, an agent screen's English), shown as they are.
 */
export type ShellText = Message | string;

export function writeShellText(text: ShellText, locale: Locale): string {
  return isMessage(text) ? say(text, locale) : text;
}

export function useShellText(): (text: ShellText) => string {
  const locale = useLocale();
  return useCallback((text: ShellText) => writeShellText(text, locale), [locale]);
}
