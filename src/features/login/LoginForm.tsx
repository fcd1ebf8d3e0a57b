import { type FormEvent, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { SERVICE_TEXTS } from '../../api/messages.ts';
import type { LoginField as FieldName } from '../../domain/session/loginRules.ts';
import { type Message, message as messageOf } from '../../i18n/message.ts';
import { useSay, useTexts } from '../../i18n/useTexts.ts';
import { useShellNotices } from '../../shell/notices.ts';
import { FormMessage } from './FormMessage.tsx';
import { LOGIN_TEXTS } from './messages.ts';
import { useFocusField } from './useFocusField.ts';
import type { useLoginForm } from './useLoginForm.ts';

type Form = ReturnType<typeof useLoginForm>;

/** A login form: its message (the form's own check, else the session's), its fields, its button. */
export function LoginForm({
  form,
  sessionMessage,
  busyLabel,
  children,
}: {
  form: Form;
  sessionMessage: Message | null;
  busyLabel?: string;
  children: (fieldRef: ReturnType<typeof useFocusField>) => ReactNode;
}) {
  const messageId = useId();
  const fieldRef = useFocusField(form.focus);
  const t = useTexts(LOGIN_TEXTS);
  const say = useSay();
  // During maintenance nothing here can work: the form says why and takes nothing (decision 421).
  const { maintenance } = useShellNotices();
  const message = maintenance
    ? messageOf(SERVICE_TEXTS, 'maintenanceShort')
    : (form.message ?? sessionMessage);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!maintenance) form.submit();
  }
  return (
    <form className="form" onSubmit={submit} noValidate aria-describedby={messageId}>
      <FormMessage id={messageId} message={message && say(message)} />
      <fieldset className="form__fields" disabled={maintenance}>
        {children(fieldRef)}
        <button type="submit" className="button button--primary button--block" disabled={form.busy}>
          {form.busy && busyLabel ? busyLabel : t.login}
        </button>
      </fieldset>
    </form>
  );
}

/** One labelled field of a login form, bound to the form machine's draft. */
export function LoginInput({
  form,
  field,
  label,
  id,
  fieldRef,
  multiline = false,
  ...input
}: {
  form: Form;
  field: FieldName;
  label: string;
  id: string;
  fieldRef: ReturnType<typeof useFocusField>;
  multiline?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form'>) {
  const bound = {
    id,
    name: field,
    value: form.fields[field],
    'aria-invalid': form.invalidField === field,
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          {...bound}
          ref={fieldRef(field)}
          rows={5}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => form.edit(field, e.target.value)}
        />
      ) : (
        <input
          {...input}
          {...bound}
          ref={fieldRef(field)}
          onChange={(e) => form.edit(field, e.target.value)}
        />
      )}
    </div>
  );
}
