import { Link } from '@tanstack/react-router';
import { type FormEvent, useId } from 'react';
import { useLoginForm } from '../../app/loginForm.ts';
import { useSessionMessage } from '../../app/sessionHooks.ts';
import { useSiteConfig } from '../../app/siteConfig.ts';
import { LOGIN_FORM_MESSAGES, LOGIN_MESSAGES } from '../../domain/loginMessages.ts';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { FormMessage } from './FormMessage.tsx';
import { useFocusField } from './useFocusField.ts';

export function AgentLoginScreen({ returnTo }: { returnTo: string | null }) {
  useDocumentTitle('Agent login');
  const config = useSiteConfig('config');
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <div className="card">
        <h1 id="page-title">Agent login</h1>
        {config.status === 'loading' && <Spinner label="Checking agent login…" />}
        {config.status === 'failed' && (
          <p className="form-message" role="alert">
            {LOGIN_FORM_MESSAGES.configFailed}
          </p>
        )}
        {config.data &&
          (config.data.allowAgentLogin ? (
            <AgentNumberForm returnTo={returnTo} />
          ) : (
            <p className="form-message" role="alert">
              {LOGIN_MESSAGES.agentLoginOff}
            </p>
          ))}
        <p className="card__footnote">
          Have a token? <Link to="/agent-login-jwt">Log in with a token</Link>
        </p>
      </div>
    </section>
  );
}

function AgentNumberForm({ returnTo }: { returnTo: string | null }) {
  const form = useLoginForm({ kind: 'agentNumber', returnTo });
  const sessionMessage = useSessionMessage('agentLogin');
  const messageId = useId();
  const fieldRef = useFocusField(form.focus);

  function submit(event: FormEvent) {
    event.preventDefault();
    form.submit();
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-describedby={messageId}>
      <FormMessage id={messageId} message={form.message ?? sessionMessage} />
      <div className="field">
        <label htmlFor="agent-number">Agent number</label>
        <input
          id="agent-number"
          ref={fieldRef('agentNumber')}
          name="agentNumber"
          inputMode="numeric"
          autoComplete="off"
          value={form.fields.agentNumber}
          onChange={(e) => form.edit('agentNumber', e.target.value)}
          aria-invalid={form.invalidField === 'agentNumber'}
        />
      </div>
      <button type="submit" className="button button--primary button--block" disabled={form.busy}>
        {form.busy ? 'Logging in…' : 'Login'}
      </button>
    </form>
  );
}
