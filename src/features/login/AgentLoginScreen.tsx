import { LOGIN_FORM_MESSAGES, LOGIN_MESSAGES } from '../../domain/loginMessages.ts';
import type { RouteTarget } from '../../domain/routeNames.ts';
import { useSessionMessage } from '../../services/session.ts';
import { useSiteConfig } from '../../services/siteConfig.ts';
import { LoadGate } from '../../shell/LoadGate.tsx';
import { RouteLink } from '../../shell/RouteLink.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { LoginForm, LoginInput } from './LoginForm.tsx';
import { useLoginForm } from './useLoginForm.ts';

export function AgentLoginScreen({ returnTo }: { returnTo: RouteTarget | null }) {
  useDocumentTitle('Agent login');
  const config = useSiteConfig('config');
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <div className="card">
        <h1 id="page-title">Agent login</h1>
        <LoadGate
          failed={config.status === 'failed'}
          error={null}
          failure={
            <p className="form-message" role="alert">
              {LOGIN_FORM_MESSAGES.configFailed}
            </p>
          }
          loaded={config.data ?? null}
          label="Checking agent login…"
        >
          {(loaded) =>
            loaded.allowAgentLogin ? (
              <AgentNumberForm returnTo={returnTo} />
            ) : (
              <p className="form-message" role="alert">
                {LOGIN_MESSAGES.agentLoginOff}
              </p>
            )
          }
        </LoadGate>
        <p className="card__footnote">
          Have a token? <RouteLink route="AgentLoginJwt">Log in with a token</RouteLink>
        </p>
      </div>
    </section>
  );
}

function AgentNumberForm({ returnTo }: { returnTo: RouteTarget | null }) {
  const form = useLoginForm({ kind: 'agentNumber', returnTo });
  const sessionMessage = useSessionMessage('agentLogin');
  return (
    <LoginForm form={form} sessionMessage={sessionMessage} busyLabel="Logging in…">
      {(fieldRef) => (
        <LoginInput
          form={form}
          field="agentNumber"
          label="Agent number"
          id="agent-number"
          fieldRef={fieldRef}
          inputMode="numeric"
          autoComplete="off"
        />
      )}
    </LoginForm>
  );
}
