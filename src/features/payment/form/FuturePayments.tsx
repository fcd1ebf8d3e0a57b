import { useSelector } from '@xstate/react';
import type { PaymentFormRef } from '../../../../machines/payment.ts';
import { needsAcknowledgement, offeredRecurringOptions } from '../../../domain/payment/paymentEntry.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { PAYMENT_SCREEN_TEXTS } from '../messages.ts';
import { describedProps, FieldError, invalidProps } from './FieldError.tsx';

/** How the future payments will be made, and the bank account's authorization when it is reused (SPEC §5). */
export function FuturePayments({ form, locked }: { form: PaymentFormRef; locked: boolean }) {
  const facts = useSelector(form, (s) => s.context.facts);
  const mode = useSelector(form, (s) => s.context.mode);
  const draft = useSelector(form, (s) => s.context.draft);
  const errors = useSelector(form, (s) => s.context.errors);
  const options = offeredRecurringOptions(facts, mode, draft);
  const t = useTexts(PAYMENT_SCREEN_TEXTS);
  return (
    <>
      {options.length === 1 && options[0] && (
        // One way offered: said, not asked (decision 360); the machine has taken it as chosen.
        <div className="payment-form__group">
          <h2 className="payment-form__heading">{t.futurePayments}</h2>
          <p>{t.onlyRecurringOption[options[0]]}</p>
        </div>
      )}
      {options.length > 1 && (
        <fieldset
          className="payment-form__group"
          disabled={locked}
          {...describedProps(errors, 'recurringOption')}
        >
          <legend>{t.futurePayments}</legend>
          {options.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name="recurringOption"
                value={option}
                checked={draft.recurringOption === option}
                onChange={() => form.send({ type: 'paymentForm.chooseRecurring', option })}
              />
              <span>{t.recurringOptions[option]}</span>
            </label>
          ))}
          <FieldError id="recurringOption-error" message={errors.recurringOption} />
        </fieldset>
      )}
      {needsAcknowledgement(mode, draft) && (
        <div className="payment-form__group">
          <label className="choice">
            <input
              type="checkbox"
              checked={draft.acknowledged}
              disabled={locked}
              onChange={(e) => form.send({ type: 'paymentForm.acknowledge', value: e.target.checked })}
              {...invalidProps(errors, 'acknowledged')}
              {...describedProps(errors, 'acknowledged')}
            />
            <span>{t.authorize}</span>
          </label>
          <FieldError id="acknowledged-error" message={errors.acknowledged} />
        </div>
      )}
    </>
  );
}
