import { Link } from '@tanstack/react-router';
import { routeFor } from '../../routes/names.ts';

/** Issue 23 point 4: the way from a confirmation page to the case's certificate of delivery. */
export function CertificateLink({ caseId }: { caseId: string }) {
  const { to, params } = routeFor({ name: 'Certificate', params: { caseId } });
  return (
    <Link className="button button--secondary" to={to} params={params}>
      Certificate of delivery
    </Link>
  );
}
