import { type FormEvent, useId, useState } from 'react';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { sessionActor, useSessionMessage } from '../session/index.ts';
import { FormMessage } from './FormMessage.tsx';

export const TOKEN_REQUIRED = 'Please paste your token.';

export function AgentLoginJwtScreen() {
  useDocumentTitle('Agent login by token');
  const sessionMessage = useSessionMessage('agentToken');
  const [token, setToken] = useState('');
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const messageId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = token.trim();
    if (!value) return setFormMessage(TOKEN_REQUIRED);
    setFormMessage(null);
    sessionActor.send({ type: 'session.agentTokenLogin', token: value });
  }

  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <div className="card">
        <h1 id="page-title">Agent login by token</h1>
        <form className="form" onSubmit={submit} noValidate aria-describedby={messageId}>
          <FormMessage id={messageId} message={formMessage ?? sessionMessage} />
          <div className="field">
            <label htmlFor="agent-token">Token</label>
            <textarea
              id="agent-token"
              name="token"
              rows={5}
              spellCheck={false}
              autoComplete="off"
              value={token}
              onChange={(e) => setToken(e.target.value)}
            />
          </div>
          <button type="submit" className="button button--primary button--block">
            Login
          </button>
        </form>
      </div>
    </section>
  );
}
