import type { ReactNode } from 'react';
import { Spinner } from './PageSpinner.tsx';

/** A screen's data did not load: the reason in words and a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <>
      <p className="form-error" role="alert">
        {message}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </>
  );
}

/**
 * What a screen shows while its machine loads: the failure with a retry, a spinner, or the loaded
 * content. The machine decides which (`failed` is its failure state, `loaded` its data).
 */
export function LoadGate<T>({
  failed,
  error,
  onRetry,
  loaded,
  children,
}: {
  failed: boolean;
  error: string | null;
  onRetry: () => void;
  loaded: T | null;
  children: (loaded: T) => ReactNode;
}) {
  if (failed) return <LoadFailed message={error} onRetry={onRetry} />;
  if (loaded === null) return <Spinner label="Loading…" />;
  return <>{children(loaded)}</>;
}
