import { Link } from '@tanstack/react-router';
import { type FormEvent, useId } from 'react';
import { useLoginForm } from '../../app/loginForm.ts';
import { useSessionMessage } from '../../app/sessionHooks.ts';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { FormMessage } from './FormMessage.tsx';
import { useFocusField } from './useFocusField.ts';

export function LoginScreen({ returnTo }: { returnTo: string | null }) {
  useDocumentTitle('Log in');
  const form = useLoginForm({ kind: 'customer', returnTo });
  const sessionMessage = useSessionMessage('login');
  const messageId = useId();
  const fieldRef = useFocusField(form.focus);

  function submit(event: FormEvent) {
    event.preventDefault();
    form.submit();
  }

  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <div className="card">
        <h1 id="page-title">Log in</h1>
        <p className="lead">Log in to review, pay for and accept your policy.</p>
        <form className="form" onSubmit={submit} noValidate aria-describedby={messageId}>
          <FormMessage id={messageId} message={form.message ?? sessionMessage} />
          <div className="field">
            <label htmlFor="login-email">Email</label>
            <input
              id="login-email"
              ref={fieldRef('email')}
              name="email"
              type="email"
              autoComplete="username"
              value={form.fields.email}
              onChange={(e) => form.edit('email', e.target.value)}
              aria-invalid={form.invalidField === 'email'}
            />
          </div>
          <div className="field">
            <label htmlFor="login-password">Password</label>
            <input
              id="login-password"
              ref={fieldRef('password')}
              name="password"
              type="password"
              autoComplete="current-password"
              value={form.fields.password}
              onChange={(e) => form.edit('password', e.target.value)}
              aria-invalid={form.invalidField === 'password'}
            />
          </div>
          <button type="submit" className="button button--primary button--block" disabled={form.busy}>
            {form.busy ? 'Logging in…' : 'Login'}
          </button>
        </form>
        <p className="card__footnote">
          Are you an agent? <Link to="/agent-login">Agent login</Link>
        </p>
      </div>
    </section>
  );
}
