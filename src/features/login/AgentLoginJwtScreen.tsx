import { type FormEvent, useId } from 'react';
import { useLoginForm } from '../../app/loginForm.ts';
import { useSessionMessage } from '../../app/sessionHooks.ts';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { FormMessage } from './FormMessage.tsx';
import { useFocusField } from './useFocusField.ts';

export function AgentLoginJwtScreen() {
  useDocumentTitle('Agent login by token');
  const form = useLoginForm({ kind: 'agentToken' });
  const sessionMessage = useSessionMessage('agentToken');
  const messageId = useId();
  const fieldRef = useFocusField(form.focus);

  function submit(event: FormEvent) {
    event.preventDefault();
    form.submit();
  }

  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <div className="card">
        <h1 id="page-title">Agent login by token</h1>
        <form className="form" onSubmit={submit} noValidate aria-describedby={messageId}>
          <FormMessage id={messageId} message={form.message ?? sessionMessage} />
          <div className="field">
            <label htmlFor="agent-token">Token</label>
            <textarea
              id="agent-token"
              ref={fieldRef('token')}
              name="token"
              rows={5}
              spellCheck={false}
              autoComplete="off"
              value={form.fields.token}
              onChange={(e) => form.edit('token', e.target.value)}
              aria-invalid={form.invalidField === 'token'}
            />
          </div>
          <button type="submit" className="button button--primary button--block" disabled={form.busy}>
            Login
          </button>
        </form>
      </div>
    </section>
  );
}
