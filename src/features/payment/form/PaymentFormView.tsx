import { useSelector } from '@xstate/react';
import type { PaymentFormRef } from '../../../../machines/payment.ts';
import type { PaymentInfo } from '../../../api/schemas/payment.ts';
import { asksBankDetails } from '../../../domain/payment/paymentEntry.ts';
import { amountDueFor } from '../../../domain/payment/paymentRules.ts';
import type { Message } from '../../../i18n/message.ts';
import { useFormats, useSay, useTexts } from '../../../i18n/useTexts.ts';
import { PAYMENT_SCREEN_TEXTS } from '../messages.ts';
import { BankDetails } from './BankDetails.tsx';
import { CardDetails } from './CardDetails.tsx';
import { FrequencyChoices } from './FrequencyChoices.tsx';
import { FuturePayments } from './FuturePayments.tsx';
import { MethodChoices } from './MethodChoices.tsx';
import { PaymentReviewSection } from './PaymentReviewSection.tsx';

interface PaymentFormViewProps {
  form: PaymentFormRef;
  info: PaymentInfo;
  /** The refused submit's words (SPEC §8), shown in the error box. */
  failure: Message | null;
  submitHidden: boolean;
  submitting: boolean;
  supportPhone: string;
}

/** The initial payment or the recurring setup (SPEC §5); the draft and its checks are the form machine's. */
export function PaymentFormView({
  form,
  info,
  failure,
  submitHidden,
  submitting,
  supportPhone,
}: PaymentFormViewProps) {
  const mode = useSelector(form, (s) => s.context.mode);
  const method = useSelector(form, (s) => s.context.draft.method);
  const asksBank = useSelector(form, (s) => asksBankDetails(s.context.facts, s.context.draft));
  const summary = useSelector(form, (s) => s.context.summary);
  const amount = useSelector(form, (s) => amountDueFor(s.context.facts, s.context.draft.frequency));
  const busy = useSelector(form, (s) => s.hasTag('busy')) || submitting;
  const t = useTexts(PAYMENT_SCREEN_TEXTS);
  const say = useSay();
  const f = useFormats();
  const submitLabel =
    mode === 'recurring'
      ? t.setUpRecurring
      : amount !== null
        ? t.submitPaymentOf(f.money(amount))
        : t.submitPayment;

  return (
    <form
      className="payment-form"
      noValidate
      aria-label={mode === 'initial' ? t.initialPayment : t.recurringSetup}
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'paymentForm.submit' });
      }}
    >
      {mode === 'initial' && <FrequencyChoices form={form} locked={busy} />}
      <MethodChoices form={form} info={info} locked={busy} supportPhone={supportPhone} />
      {asksBank && <BankDetails form={form} locked={busy} />}
      {method !== null && method !== 'BankAccount' && <CardDetails form={form} busy={busy} />}
      <FuturePayments form={form} locked={busy} />
      <PaymentReviewSection form={form} info={info} />
      <p className="payment-form__terms">{t.terms}</p>
      {summary && (
        <p className="form-message" role="alert">
          {say(summary)}
        </p>
      )}
      {failure && (
        <div className="alert alert--error" role="alert">
          {say(failure)}
        </div>
      )}
      {!submitHidden && (
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t.submitting : submitLabel}
        </button>
      )}
    </form>
  );
}
