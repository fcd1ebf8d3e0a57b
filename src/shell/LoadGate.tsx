import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ROUTE_PATHS } from '../domain/routeNames.ts';
import { Spinner } from './PageSpinner.tsx';

/**
 * A screen's data did not load: the reason in words and a way on. Asking again is offered only where it
 * can help; a refusal (no access, no such case) offers the way home instead.
 */
export function LoadFailed({
  message,
  onRetry,
  denied = false,
}: {
  message: string | null;
  onRetry: () => void;
  denied?: boolean;
}) {
  return (
    <>
      <p className="form-error" role="alert">
        {message}
      </p>
      {denied ? (
        <Link className="button button--primary" to={ROUTE_PATHS.Home}>
          Return to Dashboard
        </Link>
      ) : (
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try again
        </button>
      )}
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
  loaded,
  children,
}: {
  failed: boolean;
  /** Failed for good (the machine's `denied`): no retry. */
  denied?: boolean;
  error: string | null;
  onRetry: () => void;
  loaded: T | null;
  children: (loaded: T) => ReactNode;
}) {
  if (failed || denied) return <LoadFailed message={error} onRetry={onRetry} denied={denied} />;
  if (loaded === null) return <Spinner label="Loading…" />;
  return <>{children(loaded)}</>;
}
