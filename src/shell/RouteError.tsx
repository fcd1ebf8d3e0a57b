import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { messageOfServerText } from '../api/serverText.ts';
import { ROUTE_PATHS } from '../domain/routeNames.ts';
import { message } from '../i18n/message.ts';
import { useTexts } from '../i18n/useTexts.ts';
import { trackException } from '../telemetry/index.ts';
import { FRAME_TEXTS } from './messages.ts';
import { shellNotices } from './notices.ts';

/** A screen that fails to render raises the shell's error modal; the frame stays, with a way home. */
export function RouteError({ error }: ErrorComponentProps) {
  const t = useTexts(FRAME_TEXTS);
  useEffect(() => {
    console.error('A screen failed to render', error);
    trackException(error);
    shellNotices.showError(
      error instanceof Error && error.message
        ? messageOfServerText(error.message)
        : message(FRAME_TEXTS, 'somethingWentWrong'),
    );
  }, [error]);
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">{t.routeErrorTitle}</h1>
      <p>{t.routeErrorBody}</p>
      <p>
        <Link to={ROUTE_PATHS.Home} className="button button--primary">
          {t.goHome}
        </Link>
      </p>
    </section>
  );
}
