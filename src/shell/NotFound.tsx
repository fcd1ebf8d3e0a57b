import { Link } from '@tanstack/react-router';
import { ROUTE_PATHS } from '../domain/routeNames.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Page not found</h1>
      <p>
        The address you followed does not lead to a page of this site. It may be incomplete or out of date.
      </p>
      <p>
        <Link to={ROUTE_PATHS.Home} className="button button--primary">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
