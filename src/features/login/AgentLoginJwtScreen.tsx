import { useSessionMessage } from '../../services/session.ts';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { LoginForm, LoginInput } from './LoginForm.tsx';
import { useLoginForm } from './useLoginForm.ts';

export function AgentLoginJwtScreen() {
  useDocumentTitle('Agent login by token');
  const form = useLoginForm({ kind: 'agentToken' });
  const sessionMessage = useSessionMessage('agentToken');
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <div className="card">
        <h1 id="page-title">Agent login by token</h1>
        <LoginForm form={form} sessionMessage={sessionMessage}>
          {(fieldRef) => (
            <LoginInput
              form={form}
              field="token"
              label="Token"
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
