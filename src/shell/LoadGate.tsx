import type { ReactNode } from 'react';
import { message } from '../i18n/message.ts';
import { useTexts } from '../i18n/useTexts.ts';
import { FRAME_TEXTS } from './messages.ts';
import { Spinner } from './PageSpinner.tsx';
import { RouteLink } from './RouteLink.tsx';
import { type ShellText, useShellText } from './shellText.ts';

/**
 * A screen's data did not load: the reason in words and a way on. Asking again is offered only where it
 * can help; a refusal (no access, no such case) offers the way home instead.
 */
export function LoadFailed({
  message,
  onRetry,
  denied = false,
}: {
  message: ShellText | null;
  /** Asks again; without it (or when denied) no 'Try again' is offered. */
  onRetry?: () => void;
  denied?: boolean;
}) {
  const t = useTexts(FRAME_TEXTS);
  const write = useShellText();
  return (
    <>
      <p className="form-error" role="alert">
        {message && write(message)}
      </p>
      {denied ? (
        <RouteLink className="button button--primary" route="Home">
          {t.returnToDashboard}
        </RouteLink>
      ) : onRetry ? (
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t.tryAgain}
        </button>
      ) : null}
    </>
  );
}

/**
 * What a screen shows while its machine loads: the failure with a retry, a spinner, or the loaded
 * content. The machine decides which (`failed` is its failure state, `loaded` its data).
 */
export function LoadGate<T>({
  failed,
  denied = false,
  error,
  onRetry,
  failure,
  loaded,
  label = message(FRAME_TEXTS, 'loading'),
  children,
}: {
  failed: boolean;
  /** Failed for good (the machine's `denied`): no retry. */
  denied?: boolean;
  error: ShellText | null;
  onRetry?: () => void;
  /** A screen whose failure SPEC words itself (the payment page's 'Uh oh…') shows that instead. */
  failure?: ReactNode;
  loaded: T | null;
  /** What the spinner says to a screen reader. */
  label?: ShellText;
  children: (loaded: T) => ReactNode;
}) {
  if (denied) return <LoadFailed message={error} onRetry={onRetry} denied />;
  if (failed) return failure ?? <LoadFailed message={error} onRetry={onRetry} />;
  if (loaded === null) return <Spinner label={label} screen />;
  return <>{children(loaded)}</>;
}
