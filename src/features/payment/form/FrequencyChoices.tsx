import { useSelector } from '@xstate/react';
import type { PaymentFormRef } from '../../../../machines/payment.ts';
import { frequencyChoices } from '../../../domain/paymentRules.ts';
import { useFormats, useTexts } from '../../../i18n/useTexts.ts';
import { FieldError } from './FieldError.tsx';
import { PAYMENT_FORM_TEXTS } from './messages.ts';

/** How often the customer pays, each choice with what is due now and each time after (SPEC §5). */
export function FrequencyChoices({ form, locked }: { form: PaymentFormRef; locked: boolean }) {
  const facts = useSelector(form, (s) => s.context.facts);
  const frequency = useSelector(form, (s) => s.context.draft.frequency);
  const error = useSelector(form, (s) => s.context.errors.frequency);
  const t = useTexts(PAYMENT_FORM_TEXTS);
  const f = useFormats();
  return (
    <fieldset className="payment-form__group" disabled={locked}>
      <legend>{t.howOften}</legend>
      {frequencyChoices(facts).map((choice) => {
        const name = `${f.text(choice.frequency)}${choice.isCurrent ? t.current : ''}`;
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
              {t.frequencyChoice(name, f.money(choice.initialAmountDue), f.money(choice.recurringAmount))}
            </span>
          </label>
        );
      })}
      <FieldError id="frequency-error" message={error && f.text(error)} />
    </fieldset>
  );
}
