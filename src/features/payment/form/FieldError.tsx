import type { EntryErrors, EntryField } from '../../../domain/payment/paymentEntry.ts';
import type { Message } from '../../../i18n/message.ts';
import { useSay } from '../../../i18n/useTexts.ts';

/** A field's refusal, in the chosen language. */
export function FieldError({ id, message }: { id: string; message: Message | undefined }) {
  const say = useSay();
  return message ? (
    <p id={id} className="field-error">
      {say(message)}
    </p>
  ) : null;
}

/** A refused field is marked invalid and described by its message (`<field>-error`). */
export const invalidProps = (errors: EntryErrors, field: EntryField) =>
  errors[field] ? { 'aria-invalid': true as const } : {};

export const describedProps = (errors: EntryErrors, field: EntryField) =>
  errors[field] ? { 'aria-describedby': `${field}-error` } : {};
