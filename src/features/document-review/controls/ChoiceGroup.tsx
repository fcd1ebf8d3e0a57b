import { useId } from 'react';
import type { Choice } from '../../../domain/documents/documents.ts';
import type { Message } from '../../../i18n/message.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { REVIEW_TEXTS } from '../messages.ts';
import { FieldError } from './FieldError.tsx';

interface ChoiceGroupProps {
  legend: string;
  value: Choice | null;
  disabled: boolean;
  onChange: (choice: Choice) => void;
  acceptLabel?: string;
  declineLabel?: string;
  /** What a refused Submit said about this choice, shown under it. */
  error?: { message: Message | null; id: string; control: object };
}

export function ChoiceGroup({
  legend,
  value,
  disabled,
  onChange,
  acceptLabel,
  declineLabel,
  error,
}: ChoiceGroupProps) {
  const name = useId();
  const t = useTexts(REVIEW_TEXTS).controls;
  return (
    <fieldset className="review-choice" disabled={disabled} {...error?.control}>
      <legend>{legend}</legend>
      <label>
        <input
          type="radio"
          name={name}
          checked={value === 'Accepted'}
          onChange={() => onChange('Accepted')}
        />{' '}
        {acceptLabel ?? t.accept}
      </label>
      <label>
        <input
          type="radio"
          name={name}
          checked={value === 'Declined'}
          onChange={() => onChange('Declined')}
        />{' '}
        {declineLabel ?? t.decline}
      </label>
      {error && <FieldError error={error} />}
    </fieldset>
  );
}
