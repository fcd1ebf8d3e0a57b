import type { RouteTarget } from '../../domain/routeNames.ts';
import { message } from '../../i18n/message.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { useSessionMessage } from '../../services/session.ts';
import { useSiteConfig } from '../../services/siteConfig.ts';
import { RouteLink } from '../../shell/RouteLink.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { LoginForm, LoginInput } from './LoginForm.tsx';
import { LOGIN_TEXTS } from './messages.ts';
import { useLoginForm } from './useLoginForm.ts';

export function LoginScreen({ returnTo }: { returnTo: RouteTarget | null }) {
  const t = useTexts(LOGIN_TEXTS);
  useDocumentTitle(message(LOGIN_TEXTS, 'title'));
  const form = useLoginForm({ kind: 'customer', returnTo });
  const sessionMessage = useSessionMessage('login');
  // Offered only where the site allows it: a link to a form that is switched off is a dead end.
  const config = useSiteConfig('config').data;
  const agentLoginAllowed = config?.allowAgentLogin === true;
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <div className="card">
        <h1 id="page-title">{t.title}</h1>
        <p className="lead">{t.lead}</p>
        <LoginForm form={form} sessionMessage={sessionMessage} busyLabel={t.loggingIn}>
          {(fieldRef) => (
            <>
              <LoginInput
                form={form}
                field="email"
                label={t.email}
                id="login-email"
                fieldRef={fieldRef}
                type="email"
                autoComplete="username"
              />
              <LoginInput
                form={form}
                field="password"
                label={t.password}
                id="login-password"
                fieldRef={fieldRef}
                type="password"
                autoComplete="current-password"
              />
            </>
          )}
        </LoginForm>
        {agentLoginAllowed ? (
          <p className="card__footnote">
            {t.areYouAgent} <RouteLink route="AgentLogin">{t.agentLogin}</RouteLink>
          </p>
        ) : (
          // The link's line held until the configuration says whether it is offered: what follows is
          // not pushed down when it comes (decision 341).
          config === null && (
            <p className="card__footnote" aria-hidden="true">
              {'\u00a0'}
            </p>
          )
        )}
      </div>
    </section>
  );
}
