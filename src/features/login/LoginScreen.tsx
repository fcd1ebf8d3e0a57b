import type { RouteTarget } from '../../domain/routeNames.ts';
import { useSessionMessage } from '../../services/session.ts';
import { useSiteConfig } from '../../services/siteConfig.ts';
import { RouteLink } from '../../shell/RouteLink.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { LoginForm, LoginInput } from './LoginForm.tsx';
import { useLoginForm } from './useLoginForm.ts';

export function LoginScreen({ returnTo }: { returnTo: RouteTarget | null }) {
  useDocumentTitle('Log in');
  const form = useLoginForm({ kind: 'customer', returnTo });
  const sessionMessage = useSessionMessage('login');
  // Offered only where the site allows it: a link to a form that is switched off is a dead end.
  const agentLoginAllowed = useSiteConfig('config').data?.allowAgentLogin === true;
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <div className="card">
        <h1 id="page-title">Log in</h1>
        <p className="lead">Log in to review, pay for and accept your policy.</p>
        <LoginForm form={form} sessionMessage={sessionMessage} busyLabel="Logging in…">
          {(fieldRef) => (
            <>
              <LoginInput
                form={form}
                field="email"
                label="Email"
                id="login-email"
                fieldRef={fieldRef}
                type="email"
                autoComplete="username"
              />
              <LoginInput
                form={form}
                field="password"
                label="Password"
                id="login-password"
                fieldRef={fieldRef}
                type="password"
                autoComplete="current-password"
              />
            </>
          )}
        </LoginForm>
        {agentLoginAllowed && (
          <p className="card__footnote">
            Are you an agent? <RouteLink route="AgentLogin">Agent login</RouteLink>
          </p>
        )}
      </div>
    </section>
  );
}
