import type { RouteTarget } from '../../domain/routeNames.ts';
import { LOGIN_FORM_MESSAGES, LOGIN_MESSAGES } from '../../domain/session/loginMessages.ts';
import { message } from '../../i18n/message.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { useSessionMessage } from '../../services/session.ts';
import { useSiteConfig } from '../../services/siteConfig.ts';
import { LoadGate } from '../../shell/LoadGate.tsx';
import { RouteLink } from '../../shell/RouteLink.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { LoginForm, LoginInput } from './LoginForm.tsx';
import { LOGIN_TEXTS } from './messages.ts';
import { useLoginForm } from './useLoginForm.ts';

export function AgentLoginScreen({ returnTo }: { returnTo: RouteTarget | null }) {
  const t = useTexts(LOGIN_TEXTS);
  const messages = useTexts(LOGIN_MESSAGES);
  const formMessages = useTexts(LOGIN_FORM_MESSAGES);
  useDocumentTitle(message(LOGIN_TEXTS, 'agentLogin'));
  const config = useSiteConfig('config');
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <div className="card">
        <h1 id="page-title">{t.agentLogin}</h1>
        <LoadGate
          failed={config.status === 'failed'}
          error={null}
          failure={
            <p className="form-message" role="alert">
              {formMessages.configFailed}
            </p>
          }
          loaded={config.data ?? null}
          label={t.checkingAgentLogin}
        >
          {(loaded) =>
            loaded.allowAgentLogin ? (
              <AgentNumberForm returnTo={returnTo} />
            ) : (
              <p className="form-message" role="alert">
                {messages.agentLoginOff}
              </p>
            )
          }
        </LoadGate>
        <p className="card__footnote">
          {t.haveToken} <RouteLink route="AgentLoginJwt">{t.logInWithToken}</RouteLink>
        </p>
      </div>
    </section>
  );
}

function AgentNumberForm({ returnTo }: { returnTo: RouteTarget | null }) {
  const form = useLoginForm({ kind: 'agentNumber', returnTo });
  const sessionMessage = useSessionMessage('agentLogin');
  const t = useTexts(LOGIN_TEXTS);
  return (
    <LoginForm form={form} sessionMessage={sessionMessage} busyLabel={t.loggingIn}>
      {(fieldRef) => (
        <LoginInput
          form={form}
          field="agentNumber"
          label={t.agentNumber}
          id="agent-number"
          fieldRef={fieldRef}
          inputMode="numeric"
          autoComplete="off"
        />
      )}
    </LoginForm>
  );
}
