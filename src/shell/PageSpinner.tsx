import { message } from '../i18n/message.ts';
import { FRAME_TEXTS } from './messages.ts';
import { type ShellText, useShellText } from './shellText.ts';

/** The one spinner: a turning wheel, and what is happening for a screen reader. */
/** `label` is a message, or words already in the chosen language. */
/**
 * `screen`: the spinner stands for a whole screen still loading; it holds the rest of the viewport, so
 * that the footer is below the fold until the screen arrives instead of being pushed down by it.
 */
export function Spinner({
  label,
  inline = false,
  screen = false,
}: {
  label: ShellText;
  inline?: boolean;
  screen?: boolean;
}) {
  const write = useShellText();
  const className = inline ? 'spinner spinner--inline' : screen ? 'spinner spinner--screen' : 'spinner';
  return (
    <div className={className} role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{write(label)}</span>
    </div>
  );
}

export function PageSpinner() {
  return (
    <div className="page page--centered">
      <Spinner label={message(FRAME_TEXTS, 'loading')} />
    </div>
  );
}
