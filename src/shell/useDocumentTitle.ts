import { useEffect } from 'react';
import { message } from '../i18n/message.ts';
import { useLocale } from '../i18n/useTexts.ts';
import { SHELL_TEXTS } from './messages.ts';
import { type ShellText, writeShellText } from './shellText.ts';

/**
 * Each screen names itself in the browser tab and to screen readers on arrival, in the chosen
 * language: the title is a message (or words already in that language).
 */
export function useDocumentTitle(title: ShellText) {
  const locale = useLocale();
  const written = writeShellText(title, locale);
  useEffect(() => {
    document.title = `${written} | ${writeShellText(message(SHELL_TEXTS, 'siteTitle'), locale)}`;
  }, [written, locale]);
}
