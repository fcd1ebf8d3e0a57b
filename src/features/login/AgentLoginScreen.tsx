import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { useConfig } from '../../shell/siteConfig.ts';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { sessionActor, useSessionBusy, useSessionMessage } from '../session/index.ts';
import { LOGIN_MESSAGES } from '../session/loginErrors.ts';
import { FormMessage } from './FormMessage.tsx';

export const AGENT_FORM_MESSAGES = {
  numberRequired: 'Please enter your agent number.',
  numberDigits: 'An agent number is digits only, up to 10 of them.',
  configFailed: 'We could not check whether agent login is available. Refresh the page to try again.',
} as const;

export function AgentLoginScreen({ returnTo }: { returnTo: string | null }) {
  useDocumentTitle('Agent login');
  const config = useConfig();
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <div className="card">
        <h1 id="page-title">Agent login</h1>
        {config.status === 'loading' && <Spinner label="Checking agent login…" />}
        {config.status === 'failed' && (
          <p className="form-message" role="alert">
            {AGENT_FORM_MESSAGES.configFailed}
          </p>
        )}
        {config.status === 'ready' &&
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
  const busy = useSessionBusy();
  const sessionMessage = useSessionMessage('agentLogin');
  const [agentNumber, setAgentNumber] = useState('');
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const messageId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = agentNumber.trim();
    if (!value) return setFormMessage(AGENT_FORM_MESSAGES.numberRequired);
    if (!/^\d{1,10}$/.test(value)) return setFormMessage(AGENT_FORM_MESSAGES.numberDigits);
    setFormMessage(null);
    sessionActor.send({ type: 'session.agentLogin', agentNumber: value, returnTo });
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-describedby={messageId}>
      <FormMessage id={messageId} message={formMessage ?? sessionMessage} />
      <div className="field">
        <label htmlFor="agent-number">Agent number</label>
        <input
          id="agent-number"
          name="agentNumber"
          inputMode="numeric"
          autoComplete="off"
          value={agentNumber}
          onChange={(e) => setAgentNumber(e.target.value)}
          aria-invalid={formMessage !== null}
        />
      </div>
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? 'Logging in…' : 'Login'}
      </button>
    </form>
  );
}
