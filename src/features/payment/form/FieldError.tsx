import type { EntryErrors, EntryField } from '../../../domain/payment/paymentEntry.ts';

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

/** A refused field is marked invalid and described by its message (`<field>-error`). */
export const invalidProps = (errors: EntryErrors, field: EntryField) =>
  errors[field] ? { 'aria-invalid': true as const } : {};

export const describedProps = (errors: EntryErrors, field: EntryField) =>
  errors[field] ? { 'aria-describedby': `${field}-error` } : {};
