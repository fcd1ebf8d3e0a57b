import { message } from '../../i18n/message.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { useSessionMessage } from '../../services/session.ts';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { LoginForm, LoginInput } from './LoginForm.tsx';
import { LOGIN_TEXTS } from './messages.ts';
import { useLoginForm } from './useLoginForm.ts';

export function AgentLoginJwtScreen() {
  const t = useTexts(LOGIN_TEXTS);
  useDocumentTitle(message(LOGIN_TEXTS, 'agentLoginByToken'));
  const form = useLoginForm({ kind: 'agentToken' });
  const sessionMessage = useSessionMessage('agentToken');
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <div className="card">
        <h1 id="page-title">{t.agentLoginByToken}</h1>
        <LoginForm form={form} sessionMessage={sessionMessage}>
          {(fieldRef) => (
            <LoginInput
              form={form}
              field="token"
              label={t.token}
              id="agent-token"
              fieldRef={fieldRef}
              multiline
            />
          )}
        </LoginForm>
      </div>
    </section>
  );
}
