import { useSelector } from '@xstate/react';
import type { PaymentFormRef } from '../../../../machines/payment.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { Spinner } from '../../../shell/PageSpinner.tsx';
import { PAYMENT_SCREEN_TEXTS } from '../messages.ts';
import { FieldError } from './FieldError.tsx';

/** The provider's hosted card form in a frame (SPEC §7), or word that the card was received. */
export function CardDetails({ form, busy }: { form: PaymentFormRef; busy: boolean }) {
  const cardPhase = useSelector(form, (s) => s.value.card);
  const cardAddress = useSelector(form, (s) => s.context.cardAddress);
  const card = useSelector(form, (s) => s.context.draft.card);
  const error = useSelector(form, (s) => s.context.errors.card);
  const t = useTexts(PAYMENT_SCREEN_TEXTS);
  return (
    <div className="payment-form__group payment-form__card">
      <h2 className="payment-form__heading">{t.cardDetails}</h2>
      {cardPhase === 'opening' && <Spinner label={t.loadingCardForm} />}
      {card && <p className="payment-form__on-file">{t.cardReceived}</p>}
      {cardPhase === 'open' && cardAddress && !card && (
        // data-card-frame: how the card frame actor finds it (cardFrameActor.ts).
        <iframe data-card-frame="" title={t.cardDetails} src={cardAddress} className="payment-form__frame" />
      )}
      {cardPhase === 'unavailable' && (
        <div className="alert alert--error" role="alert">
          <p>{t.cardFormFailed}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => form.send({ type: 'paymentForm.retryCard' })}
          >
            {t.tryAgain}
          </button>
        </div>
      )}
      {card && !busy && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => form.send({ type: 'paymentForm.changeCard' })}
        >
          {t.differentCard}
        </button>
      )}
      <FieldError id="card-error" message={error} />
    </div>
  );
}
