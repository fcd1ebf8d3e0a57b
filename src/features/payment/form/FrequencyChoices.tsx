import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { PaymentFormRef } from '../../../../machines/payment.ts';
import { frequencyName } from '../../../domain/payment/confirmationPayments.ts';
import { firstPaymentFee } from '../../../domain/payment/paymentEntry.ts';
import { frequencyChoices } from '../../../domain/payment/paymentRules.ts';
import { useFormats, useTexts } from '../../../i18n/useTexts.ts';
import { PAYMENT_SCREEN_TEXTS } from '../messages.ts';
import { FieldError } from './FieldError.tsx';

/** How often the customer pays, each choice with what is due now and each time after (SPEC §5). */
export function FrequencyChoices({ form, locked }: { form: PaymentFormRef; locked: boolean }) {
  const facts = useSelector(form, (s) => s.context.facts);
  const frequency = useSelector(form, (s) => s.context.draft.frequency);
  const error = useSelector(form, (s) => s.context.errors.frequency);
  const t = useTexts(PAYMENT_SCREEN_TEXTS);
  const f = useFormats();
  const feeId = useId();
  const choices = frequencyChoices(facts);
  // Why more is due now than each time after (decision 360): said once when every choice has the same fee.
  const fees = choices.map(firstPaymentFee);
  const sharedFee = fees.every((fee) => fee === fees[0]) ? (fees[0] ?? null) : null;
  return (
    <fieldset
      className="payment-form__group"
      disabled={locked}
      aria-describedby={sharedFee !== null ? feeId : undefined}
    >
      <legend>{t.howOften}</legend>
      {sharedFee !== null && (
        <p id={feeId} className="payment-form__hint">
          {t.firstPaymentFee(f.money(sharedFee))}
        </p>
      )}
      {choices.map((choice, index) => {
        const fee = sharedFee === null ? fees[index] : null;
        const name = `${frequencyName(choice.frequency, f)}${choice.isCurrent ? t.current : ''}`;
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
              {fee != null && <span className="payment-form__hint"> {t.firstPaymentFee(f.money(fee))}</span>}
            </span>
          </label>
        );
      })}
      <FieldError id="frequency-error" message={error} />
    </fieldset>
  );
}
