import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { DocumentCardRef } from '../../../../machines/documentReview.ts';
import type { DraftField } from '../../../domain/documents/documents.ts';
import type { Message } from '../../../i18n/message.ts';
import { useSay } from '../../../i18n/useTexts.ts';

/**
 * The message the card machine holds for one field (decision 351), and what ties it to its control:
 * the control reads it as its description and says it is invalid; the message sits right below it.
 */
export function useFieldError(card: DocumentCardRef, field: DraftField) {
  const message = useSelector(card, (s) => s.context.fieldErrors[field] ?? null);
  const id = useId();
  return {
    message,
    id,
    control: message ? { 'aria-invalid': true as const, 'aria-describedby': id } : {},
  };
}

export function FieldError({ error }: { error: { message: Message | null; id: string } }) {
  const say = useSay();
  if (!error.message) return null;
  return (
    <p className="form-error field-error" id={error.id}>
      {say(error.message)}
    </p>
  );
}
