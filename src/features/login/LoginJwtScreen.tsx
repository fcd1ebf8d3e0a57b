import { useEffect, useRef } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { useShellServices } from '../../services/shellServices.ts';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { LOGIN_TEXTS } from './messages.ts';

/** LoginJWT (SPEC §2): the session machine decides; this screen only hands it the link's values once. */
export function LoginJwtScreen({ token, caseId }: { token: string | null; caseId: string | null }) {
  const { session } = useShellServices();
  const sent = useRef(false);
  const t = useTexts(LOGIN_TEXTS);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    session.send({ type: 'session.tokenLogin', token, caseId });
  }, [session, token, caseId]);
  return (
    <div className="page page--centered">
      <Spinner label={t.signingIn} />
    </div>
  );
}
