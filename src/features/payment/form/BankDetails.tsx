import { useSelector } from '@xstate/react';
import type { PaymentFormRef } from '../../../../machines/payment.ts';
import { describedProps, FieldError, invalidProps } from './FieldError.tsx';
import { BANK_FIELDS } from './paymentFormTexts.ts';

/** A new bank account's type, numbers and holder (SPEC §5); asked only when none is on file. */
export function BankDetails({ form, locked }: { form: PaymentFormRef; locked: boolean }) {
  const bank = useSelector(form, (s) => s.context.draft.bank);
  const errors = useSelector(form, (s) => s.context.errors);
  return (
    <fieldset className="payment-form__group" disabled={locked}>
      <legend>Bank account</legend>
      <div className="field">
        <label htmlFor="bankAccountType">Account type</label>
        <select
          id="bankAccountType"
          value={bank.bankAccountType}
          onChange={(e) =>
            form.send({
              type: 'paymentForm.chooseAccountType',
              accountType: e.target.value === 'Savings' ? 'Savings' : 'Checking',
            })
          }
        >
          <option value="Checking">Checking</option>
          <option value="Savings">Savings</option>
        </select>
      </div>
      {BANK_FIELDS.map(({ field, label, numeric }) => (
        <div className="field" key={field}>
          <label htmlFor={field}>{label}</label>
          <input
            id={field}
            autoComplete="off"
            spellCheck={false}
            inputMode={numeric ? 'numeric' : 'text'}
            value={bank[field]}
            onChange={(e) => form.send({ type: 'paymentForm.editBank', field, value: e.target.value })}
            {...invalidProps(errors, field)}
            {...describedProps(errors, field)}
          />
          <FieldError id={`${field}-error`} message={errors[field]} />
        </div>
      ))}
    </fieldset>
  );
}
