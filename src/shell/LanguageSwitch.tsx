import { useState } from 'react';
import { chooseLanguage } from '../i18n/texts.ts';
import { useLocale, useTexts } from '../i18n/useTexts.ts';
import { SHELL_TEXTS } from './messages.ts';

/** On every page, login included: names the other language in that language (decision 270). */
export function LanguageSwitch() {
  const t = useTexts(SHELL_TEXTS);
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  function switchLanguage() {
    setState('loading');
    chooseLanguage(locale === 'en' ? 'es' : 'en').then(
      () => setState('idle'),
      () => setState('failed'),
    );
  }
  return (
    <span className="language-switch">
      <button
        type="button"
        className="language-switch__button"
        lang={t.switchToLang}
        aria-label={t.switchLabel}
        aria-busy={state === 'loading'}
        onClick={switchLanguage}
      >
        {t.switchTo}
      </button>
      {state === 'failed' && (
        <span className="language-switch__failed" role="alert">
          {t.switchFailed}
        </span>
      )}
    </span>
  );
}
