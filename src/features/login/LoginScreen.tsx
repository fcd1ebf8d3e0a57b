import { Link } from '@tanstack/react-router';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { sessionActor, useSessionBusy, useSessionMessage } from '../session/index.ts';
import { FormMessage } from './FormMessage.tsx';

export const LOGIN_FORM_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  passwordRequired: 'Please enter your password.',
} as const;

export function LoginScreen({ returnTo }: { returnTo: string | null }) {
  useDocumentTitle('Log in');
  const busy = useSessionBusy();
  const sessionMessage = useSessionMessage('login');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  const wasBusy = useRef(false);
  const messageId = useId();

  // A failed attempt clears the password (never the email) and puts the cursor back in it.
  useEffect(() => {
    if (wasBusy.current && !busy && sessionMessage) {
      setPassword('');
      passwordField.current?.focus();
    }
    wasBusy.current = busy;
  }, [busy, sessionMessage]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return setFormMessage(LOGIN_FORM_MESSAGES.emailRequired);
    if (!password) return setFormMessage(LOGIN_FORM_MESSAGES.passwordRequired);
    setFormMessage(null);
    sessionActor.send({ type: 'session.login', email: trimmed, password, returnTo });
  }

  const message = formMessage ?? sessionMessage;
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <div className="card">
        <h1 id="page-title">Log in</h1>
        <p className="lead">Log in to review, pay for and accept your policy.</p>
        <form className="form" onSubmit={submit} noValidate aria-describedby={messageId}>
          <FormMessage id={messageId} message={message} />
          <div className="field">
            <label htmlFor="login-email">Email</label>
            <input
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={formMessage === LOGIN_FORM_MESSAGES.emailRequired}
            />
          </div>
          <div className="field">
            <label htmlFor="login-password">Password</label>
            <input
              id="login-password"
              ref={passwordField}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={formMessage === LOGIN_FORM_MESSAGES.passwordRequired}
            />
          </div>
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {busy ? 'Logging in…' : 'Login'}
          </button>
        </form>
        <p className="card__footnote">
          Are you an agent? <Link to="/agent-login">Agent login</Link>
        </p>
      </div>
    </section>
  );
}
