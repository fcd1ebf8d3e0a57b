import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ROUTE_PATHS } from '../domain/routeNames.ts';
import { trackException } from '../telemetry/index.ts';
import { shellNotices } from './notices.ts';

/** A screen that fails to render raises the shell's error modal; the frame stays, with a way home. */
export function RouteError({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error('A screen failed to render', error);
    trackException(error);
    shellNotices.showError(error instanceof Error && error.message ? error.message : 'Something went wrong.');
  }, [error]);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">This page could not be shown</h1>
      <p>Please try again. Please contact us if this problem continues.</p>
      <p>
        <Link to={ROUTE_PATHS.Home} className="button button--primary">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
