import { useEffect } from 'react';
import { translateText } from '../i18n/texts.ts';
import { useLocale } from '../i18n/useTexts.ts';
import { SHELL_TEXTS } from './messages.ts';

/**
 * Each screen names itself in the browser tab and to screen readers on arrival, in the chosen
 * language: a title given in English (its catalog value) is translated here.
 */
export function useDocumentTitle(title: string) {
  const locale = useLocale();
  useEffect(() => {
    document.title = `${translateText(title, locale)} | ${translateText(SHELL_TEXTS.siteTitle, locale)}`;
  }, [title, locale]);
}
