import { useSelector } from '@xstate/react';
import type { PaymentFormRef } from '../../../../machines/payment.ts';
import { frequencyChoiceOf } from '../../../domain/paymentEntry.ts';
import { frequencyChoices } from '../../../domain/paymentRules.ts';
import { FieldError } from './FieldError.tsx';

/** How often the customer pays, each choice with what is due now and each time after (SPEC §5). */
export function FrequencyChoices({ form, locked }: { form: PaymentFormRef; locked: boolean }) {
  const facts = useSelector(form, (s) => s.context.facts);
  const frequency = useSelector(form, (s) => s.context.draft.frequency);
  const error = useSelector(form, (s) => s.context.errors.frequency);
  return (
    <fieldset className="payment-form__group" disabled={locked}>
      <legend>How often do you want to pay?</legend>
      {frequencyChoices(facts).map((option) => {
        const choice = frequencyChoiceOf(option);
        return (
          <label key={choice.frequency} className="choice">
            <input
              type="radio"
              name="frequency"
              value={choice.frequency}
              checked={frequency === choice.frequency}
              onChange={() => form.send({ type: 'paymentForm.chooseFrequency', frequency: choice.frequency })}
            />
            <span>
              {choice.frequency}
              {choice.isCurrent ? ' (current)' : ''}: {choice.initialAmount} due now, then{' '}
              {choice.recurringAmount} each payment
            </span>
          </label>
        );
      })}
      <FieldError id="frequency-error" message={error} />
    </fieldset>
  );
}
