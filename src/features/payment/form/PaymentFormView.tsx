import { useSelector } from '@xstate/react';
import type { PaymentFormRef } from '../../../machines/payment.ts';
import type { PaymentSourceType, RecurringOption } from '../../api/schemas/enums.ts';
import type { PaymentInfo } from '../../api/schemas/payment.ts';
import { formatUsd } from '../../domain/money.ts';
import {
  asksBankDetails,
  type BankField,
  cardBrand,
  type EntryField,
  frequencyChoiceOf,
  methodDescription,
  methodsFor,
  needsAcknowledgement,
  offeredRecurringOptions,
  PAYMENT_TEXTS,
  paymentReviewShown,
} from '../../domain/paymentEntry.ts';
import { amountDueFor, frequencyChoices } from '../../domain/paymentRules.ts';

const METHOD_LABELS: Record<PaymentSourceType, string> = {
  BankAccount: 'Bank account',
  CreditCard: 'Credit card',
  DebitCard: 'Debit card',
};

const RECURRING_LABELS: Record<RecurringOption, string> = {
  SameAsInitial: 'Use the same bank account for my future payments',
  NewPaymentMethod: 'Set up a different payment method for my future payments',
  Direct: 'Direct bill by mail',
};

const BANK_FIELDS: { field: Exclude<BankField, 'bankAccountType'>; label: string; numeric: boolean }[] = [
  { field: 'routingNumber', label: 'Routing number', numeric: true },
  { field: 'accountNumber', label: 'Account number', numeric: true },
  { field: 'accountHolderName', label: 'Account holder name', numeric: false },
];

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field-error">
      {message}
    </p>
  ) : null;
}

interface PaymentFormViewProps {
  form: PaymentFormRef;
  info: PaymentInfo;
  /** The refused submit's words (SPEC §8), shown in the error box. */
  failure: string | null;
  submitHidden: boolean;
  submitting: boolean;
}

export function PaymentFormView({ form, info, failure, submitHidden, submitting }: PaymentFormViewProps) {
  const mode = useSelector(form, (s) => s.context.mode);
  const facts = useSelector(form, (s) => s.context.facts);
  const draft = useSelector(form, (s) => s.context.draft);
  const errors = useSelector(form, (s) => s.context.errors);
  const summary = useSelector(form, (s) => s.context.summary);
  const cardAddress = useSelector(form, (s) => s.context.cardAddress);
  const cardPhase = useSelector(form, (s) => s.value.card);
  const busy = useSelector(form, (s) => s.hasTag('busy')) || submitting;
  const locked = busy;

  const invalid = (field: EntryField) => (errors[field] ? { 'aria-invalid': true as const } : {});
  const described = (field: EntryField) => (errors[field] ? { 'aria-describedby': `${field}-error` } : {});

  const amount = mode === 'initial' ? amountDueFor(facts, draft.frequency) : null;
  const description = methodDescription(info, draft);
  const options = offeredRecurringOptions(facts, mode, draft);
  const bankOnFile = info.paymentMethods.find((m) => m.paymentSourceType === 'BankAccount');

  return (
    <form
      className="payment-form"
      noValidate
      aria-label={mode === 'initial' ? 'Initial payment' : 'Recurring payment setup'}
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'paymentForm.submit' });
      }}
    >
      {mode === 'initial' && (
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
                  checked={draft.frequency === choice.frequency}
                  onChange={() =>
                    form.send({ type: 'paymentForm.chooseFrequency', frequency: choice.frequency })
                  }
                />
                <span>
                  {choice.frequency}
                  {choice.isCurrent ? ' (current)' : ''}: {choice.initialAmount} due now, then{' '}
                  {choice.recurringAmount} each payment
                </span>
              </label>
            );
          })}
          <FieldError id="frequency-error" message={errors.frequency} />
        </fieldset>
      )}

      <fieldset className="payment-form__group" disabled={locked} {...described('method')}>
        <legend>Payment method</legend>
        {methodsFor(facts, mode).map((method) => (
          <label key={method} className="choice">
            <input
              type="radio"
              name="method"
              value={method}
              checked={draft.method === method}
              onChange={() => form.send({ type: 'paymentForm.chooseMethod', method })}
            />
            <span>{METHOD_LABELS[method]}</span>
          </label>
        ))}
        <FieldError id="method-error" message={errors.method} />
      </fieldset>

      {draft.method === 'BankAccount' && bankOnFile && (
        <p className="payment-form__on-file">
          Your {bankOnFile.description} on file will be used. Only one bank account can be kept for this
          policy.
        </p>
      )}

      {asksBankDetails(facts, draft) && (
        <fieldset className="payment-form__group" disabled={locked}>
          <legend>Bank account</legend>
          <div className="field">
            <label htmlFor="bankAccountType">Account type</label>
            <select
              id="bankAccountType"
              value={draft.bank.bankAccountType}
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
                value={draft.bank[field]}
                onChange={(e) => form.send({ type: 'paymentForm.editBank', field, value: e.target.value })}
                {...invalid(field)}
                {...described(field)}
              />
              <FieldError id={`${field}-error`} message={errors[field]} />
            </div>
          ))}
        </fieldset>
      )}

      {draft.method !== null && draft.method !== 'BankAccount' && (
        <div className="payment-form__group payment-form__card">
          <h2 className="payment-form__heading">Card details</h2>
          {cardPhase === 'opening' && (
            <div className="spinner" role="status">
              <span className="spinner__wheel" aria-hidden="true" />
              <span className="visually-hidden">Loading the card form…</span>
            </div>
          )}
          {draft.card && <p className="payment-form__on-file">Your card details were received.</p>}
          {cardPhase === 'open' && cardAddress && !draft.card && (
            // data-card-frame: how the card frame actor finds it (cardFrameActor.ts).
            <iframe
              data-card-frame=""
              title="Card details"
              src={cardAddress}
              className="payment-form__frame"
            />
          )}
          {cardPhase === 'unavailable' && (
            <div className="alert alert--error" role="alert">
              <p>The card form could not be loaded.</p>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => form.send({ type: 'paymentForm.retryCard' })}
              >
                Try again
              </button>
            </div>
          )}
          {draft.card && !busy && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => form.send({ type: 'paymentForm.changeCard' })}
            >
              Use a different card
            </button>
          )}
          <FieldError id="card-error" message={errors.card} />
        </div>
      )}

      {options.length > 0 && (
        <fieldset className="payment-form__group" disabled={locked} {...described('recurringOption')}>
          <legend>How will your future payments be made?</legend>
          {options.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name="recurringOption"
                value={option}
                checked={draft.recurringOption === option}
                onChange={() => form.send({ type: 'paymentForm.chooseRecurring', option })}
              />
              <span>{RECURRING_LABELS[option]}</span>
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
              {...invalid('acknowledged')}
              {...described('acknowledged')}
            />
            <span>I authorize the use of this bank account for my future automatic payments.</span>
          </label>
          <FieldError id="acknowledged-error" message={errors.acknowledged} />
        </div>
      )}

      {mode === 'initial' && paymentReviewShown(amount, description) && (
        <section className="payment-review" aria-label="Payment review">
          <h2 className="payment-form__heading">Payment review</h2>
          <p>
            Amount due today: <strong>{formatUsd(amount ?? 0)}</strong>
          </p>
          <p>
            Paid with:{' '}
            {draft.card && draft.method !== 'BankAccount' ? `${cardBrand(draft.card.providerId)}, ` : ''}
            {description}
          </p>
        </section>
      )}
      {mode === 'recurring' && description !== '' && (
        <section className="payment-review" aria-label="Payment review">
          <h2 className="payment-form__heading">Payment review</h2>
          <p>Future payments from: {description}</p>
        </section>
      )}

      <p className="payment-form__terms">{PAYMENT_TEXTS.terms}</p>

      {summary && (
        <p className="form-message" role="alert">
          {summary}
        </p>
      )}
      {failure && (
        <div className="alert alert--error" role="alert">
          {failure}
        </div>
      )}
      {!submitHidden && (
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Submitting…' : mode === 'initial' ? 'Submit Payment' : 'Set Up Recurring Payments'}
        </button>
      )}
    </form>
  );
}
