import { useSelector } from '@xstate/react';
import type { PaymentFormRef } from '../../../../machines/payment.ts';
import type { PaymentInfo } from '../../../api/schemas/payment.ts';
import { paymentReview } from '../../../domain/payment/paymentEntry.ts';
import { useFormats, useTexts } from '../../../i18n/useTexts.ts';
import { PAYMENT_SCREEN_TEXTS } from '../messages.ts';

/** SPEC §5's payment review: what is paid today and with what, once both are known. */
export function PaymentReviewSection({ form, info }: { form: PaymentFormRef; info: PaymentInfo }) {
  const facts = useSelector(form, (s) => s.context.facts);
  const mode = useSelector(form, (s) => s.context.mode);
  const draft = useSelector(form, (s) => s.context.draft);
  const t = useTexts(PAYMENT_SCREEN_TEXTS);
  const f = useFormats();
  const review = paymentReview(facts, mode, info, draft, f);
  if (!review) return null;
  return (
    <section className="payment-review" aria-label={t.review}>
      <h2 className="payment-form__heading">{t.review}</h2>
      {review.mode === 'initial' ? (
        <>
          <p>
            {t.amountDueToday} <strong>{f.money(review.amount)}</strong>
          </p>
          <p>{t.paidWith(review.paidWith)}</p>
        </>
      ) : (
        <p>{t.futureFrom(review.paidFrom)}</p>
      )}
    </section>
  );
}
