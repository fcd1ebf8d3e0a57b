import { useEffect, useRef } from 'react';
import { sessionActor } from '../../app/session.ts';
import { Spinner } from '../../shell/PageSpinner.tsx';

/** LoginJWT (SPEC §2): the session machine decides; this screen only hands it the link's values once. */
export function LoginJwtScreen({ token, caseId }: { token: string | null; caseId: string | null }) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    sessionActor.send({ type: 'session.tokenLogin', token, caseId });
  }, [token, caseId]);
  return (
    <div className="page page--centered">
      <Spinner label="Signing you in…" />
    </div>
  );
}
