import { useSelector } from '@xstate/react';
import type { PaymentFormRef } from '../../../../machines/payment.ts';
import type { PaymentInfo } from '../../../api/schemas/payment.ts';
import { insurerDescription } from '../../../domain/payment/confirmationPayments.ts';
import { bankMethodOnFile, methodsFor } from '../../../domain/payment/paymentEntry.ts';
import { useSay, useTexts } from '../../../i18n/useTexts.ts';
import { PAYMENT_SCREEN_TEXTS } from '../messages.ts';
import { describedProps, FieldError } from './FieldError.tsx';

/** The payment methods offered for this payment, and the bank account on file when it will be used. */
export function MethodChoices({
  form,
  info,
  locked,
  supportPhone,
}: {
  form: PaymentFormRef;
  info: PaymentInfo;
  locked: boolean;
  supportPhone: string;
}) {
  const facts = useSelector(form, (s) => s.context.facts);
  const mode = useSelector(form, (s) => s.context.mode);
  const method = useSelector(form, (s) => s.context.draft.method);
  const errors = useSelector(form, (s) => s.context.errors);
  const onFile = bankMethodOnFile(info);
  const t = useTexts(PAYMENT_SCREEN_TEXTS);
  const say = useSay();
  const methods = methodsFor(facts, mode);
  const only = methods.length === 1 ? methods[0] : undefined;
  return (
    <>
      {only ? (
        // One method offered: said, not asked (decision 360).
        <div className="payment-form__group">
          <p className="payment-form__only">{t.onlyMethod(t.methods[only])}</p>
          {mode === 'recurring' && only === 'BankAccount' && (
            <p className="payment-form__hint">{t.onlyBankForRecurring(supportPhone)}</p>
          )}
        </div>
      ) : (
        <fieldset className="payment-form__group" disabled={locked} {...describedProps(errors, 'method')}>
          <legend>{t.paymentMethod}</legend>
          {methods.map((choice) => (
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
          <FieldError id="method-error" message={errors.method} />
        </fieldset>
      )}
      {method === 'BankAccount' && onFile && (
        <p className="payment-form__on-file">{t.onFile(say(insurerDescription(onFile.description)))}</p>
      )}
    </>
  );
}
