import { useTranslate } from '../i18n/useTexts.ts';
import { FRAME_TEXTS } from './messages.ts';

/** The one spinner: a turning wheel, and what is happening for a screen reader. */
/** `label` is an English catalog value (or already in the chosen language): shown translated. */
export function Spinner({ label, inline = false }: { label: string; inline?: boolean }) {
  const translate = useTranslate();
  return (
    <div className={inline ? 'spinner spinner--inline' : 'spinner'} role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{translate(label)}</span>
    </div>
  );
}

export function PageSpinner() {
  return (
    <div className="page page--centered">
      <Spinner label={FRAME_TEXTS.loading} />
    </div>
  );
}
