import { Link } from '@tanstack/react-router';
import { useTexts } from '../../i18n/useTexts.ts';
import { routeFor } from '../../routes/names.ts';
import { CASE_SUMMARY_TEXTS } from './messages.ts';

/** The way from a confirmation page to the case's certificate of delivery. */
export function CertificateLink({ caseId }: { caseId: string }) {
  const t = useTexts(CASE_SUMMARY_TEXTS);
  const { to, params } = routeFor({ name: 'Certificate', params: { caseId } });
  return (
    <Link className="button button--secondary" to={to} params={params}>
      {t.certificate}
    </Link>
  );
}
