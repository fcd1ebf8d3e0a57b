import { useSelector } from '@xstate/react';
import type { PaymentFormRef } from '../../../../machines/payment.ts';
import type { PaymentInfo } from '../../../api/schemas/payment.ts';
import { formatUsd } from '../../../domain/money.ts';
import { paymentReview } from '../../../domain/paymentEntry.ts';

/** SPEC §5's payment review: what is paid today and with what, once both are known. */
export function PaymentReviewSection({ form, info }: { form: PaymentFormRef; info: PaymentInfo }) {
  const facts = useSelector(form, (s) => s.context.facts);
  const mode = useSelector(form, (s) => s.context.mode);
  const draft = useSelector(form, (s) => s.context.draft);
  const review = paymentReview(facts, mode, info, draft);
  if (!review) return null;
  return (
    <section className="payment-review" aria-label="Payment review">
      <h2 className="payment-form__heading">Payment review</h2>
      {review.mode === 'initial' ? (
        <>
          <p>
            Amount due today: <strong>{formatUsd(review.amount)}</strong>
          </p>
          <p>Paid with: {review.paidWith}</p>
        </>
      ) : (
        <p>Future payments from: {review.paidFrom}</p>
      )}
    </section>
  );
}
