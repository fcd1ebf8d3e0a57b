import { useTexts } from '../i18n/useTexts.ts';
import { SHELL_TEXTS } from './messages.ts';

export function Logo() {
  const t = useTexts(SHELL_TEXTS);
  return (
    <span className="logo">
      <svg
        className="logo__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M16 2 4 7v8c0 7.5 5.1 13.3 12 15 6.9-1.7 12-7.5 12-15V7L16 2Z" fill="#0b4f6c" />
        <path d="m10.5 16 4 4 7-8" fill="none" stroke="#ffffff" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      <span className="logo__text">
        <span className="logo__name">{t.brand} </span>
        <span className="logo__tag">{t.siteTitle}</span>
      </span>
    </span>
  );
}
