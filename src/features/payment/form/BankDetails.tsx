import { useSelector } from '@xstate/react';
import type { PaymentFormRef } from '../../../../machines/payment.ts';
import type { BankField } from '../../../domain/payment/paymentEntry.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { PAYMENT_SCREEN_TEXTS } from '../messages.ts';
import { describedProps, FieldError, invalidProps } from './FieldError.tsx';

const BANK_FIELDS: { field: Exclude<BankField, 'bankAccountType'>; numeric: boolean }[] = [
  { field: 'routingNumber', numeric: true },
  { field: 'accountNumber', numeric: true },
  { field: 'accountHolderName', numeric: false },
];

/** A new bank account's type, numbers and holder (SPEC §5); asked only when none is on file. */
export function BankDetails({ form, locked }: { form: PaymentFormRef; locked: boolean }) {
  const bank = useSelector(form, (s) => s.context.draft.bank);
  const errors = useSelector(form, (s) => s.context.errors);
  const t = useTexts(PAYMENT_SCREEN_TEXTS);
  return (
    <fieldset className="payment-form__group" disabled={locked}>
      <legend>{t.methods.BankAccount}</legend>
      <div className="field">
        <label htmlFor="bankAccountType">{t.accountType}</label>
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
          <option value="Checking">{t.checking}</option>
          <option value="Savings">{t.savings}</option>
        </select>
      </div>
      {BANK_FIELDS.map(({ field, numeric }) => (
        <div className="field" key={field}>
          <label htmlFor={field}>{t.bankFields[field]}</label>
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
