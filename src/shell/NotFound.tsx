import { Link } from '@tanstack/react-router';
import { ROUTE_PATHS } from '../domain/routeNames.ts';
import { message } from '../i18n/message.ts';
import { useTexts } from '../i18n/useTexts.ts';
import { FRAME_TEXTS } from './messages.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

export function NotFound() {
  useDocumentTitle(message(FRAME_TEXTS, 'notFoundTitle'));
  const t = useTexts(FRAME_TEXTS);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t.notFoundTitle}</h1>
      <p>{t.notFoundBody}</p>
      <p>
        <Link to={ROUTE_PATHS.Home} className="button button--primary">
          {t.goHome}
        </Link>
      </p>
    </section>
  );
}
