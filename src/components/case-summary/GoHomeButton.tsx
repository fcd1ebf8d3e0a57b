import { Link } from '@tanstack/react-router';
import { ROUTE_PATHS } from '../../domain/routeNames.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { routeFor } from '../../routes/names.ts';
import { useIsAgent } from '../../services/session.ts';
import { CASE_SUMMARY_TEXTS } from './messages.ts';

/**
 * SPEC §2 Go-home button: customers return to the site root; agents go back to their policy list, or
 * close the window when the page was opened as a popup from it.
 */
export function GoHomeButton() {
  const isAgent = useIsAgent();
  const t = useTexts(CASE_SUMMARY_TEXTS);
  if (!isAgent) {
    return (
      <Link className="button button--primary" to={ROUTE_PATHS.Home}>
        {t.returnToDashboard}
      </Link>
    );
  }
  const { to } = routeFor({ name: 'AgentHome' });
  const popup = typeof window !== 'undefined' && window.opener !== null;
  if (popup) {
    return (
      <button type="button" className="button button--primary" onClick={() => window.close()}>
        {t.backToPolicyList}
      </button>
    );
  }
  return (
    <Link className="button button--primary" to={to}>
      {t.backToPolicyList}
    </Link>
  );
}
