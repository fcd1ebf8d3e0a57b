import { useSelector } from '@xstate/react';
import type { PaymentFormRef } from '../../../../machines/payment.ts';
import type { PaymentInfo } from '../../../api/schemas/payment.ts';
import { bankMethodOnFile, methodsFor } from '../../../domain/paymentEntry.ts';
import { useFormats, useTexts } from '../../../i18n/useTexts.ts';
import { describedProps, FieldError } from './FieldError.tsx';
import { PAYMENT_FORM_TEXTS } from './messages.ts';

/** The payment methods offered for this payment, and the bank account on file when it will be used. */
export function MethodChoices({
  form,
  info,
  locked,
}: {
  form: PaymentFormRef;
  info: PaymentInfo;
  locked: boolean;
}) {
  const facts = useSelector(form, (s) => s.context.facts);
  const mode = useSelector(form, (s) => s.context.mode);
  const method = useSelector(form, (s) => s.context.draft.method);
  const errors = useSelector(form, (s) => s.context.errors);
  const onFile = bankMethodOnFile(info);
  const t = useTexts(PAYMENT_FORM_TEXTS);
  const f = useFormats();
  return (
    <>
      <fieldset className="payment-form__group" disabled={locked} {...describedProps(errors, 'method')}>
        <legend>{t.paymentMethod}</legend>
        {methodsFor(facts, mode).map((choice) => (
          <label key={choice} className="choice">
            <input
              type="radio"
              name="method"
              value={choice}
              checked={method === choice}
              onChange={() => form.send({ type: 'paymentForm.chooseMethod', method: choice })}
            />
            <span>{t.methods[choice]}</span>
          </label>
        ))}
        <FieldError id="method-error" message={errors.method && f.text(errors.method)} />
      </fieldset>
      {method === 'BankAccount' && onFile && (
        <p className="payment-form__on-file">{t.onFile(f.text(onFile.description))}</p>
      )}
    </>
  );
}
