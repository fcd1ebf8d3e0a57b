import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  paymentFailureMessage,
  type paymentMachine,
  selectInfoAvailable,
  selectPaymentReceived,
  selectPhase,
  selectSubmitHidden,
} from '../../../machines/payment.ts';
import type { Case } from '../../api/schemas/case.ts';
import type { PaymentInfo } from '../../api/schemas/payment.ts';
import { GoHomeButton, PaymentReceipt } from '../../components/case-summary/index.ts';
import { paymentClosedNotice } from '../../domain/payment/paymentRules.ts';
import { receiptOf } from '../../domain/payment/receipt.ts';
import { ROUTE_PATHS } from '../../domain/routeNames.ts';
import { useFormats, useSay, useTexts } from '../../i18n/useTexts.ts';
import { landOn } from '../../shell/landing.ts';
import { PaymentFormView } from './form/PaymentFormView.tsx';
import { PAYMENT_SCREEN_TEXTS } from './messages.ts';

type PaymentRef = ActorRefFrom<typeof paymentMachine>;

interface PaymentStageProps {
  payment: PaymentRef;
  caseId: string;
  caseData: Case;
  info: PaymentInfo;
  /** The recurring screen explains itself without the initial payment's heading. */
  recurringScreen: boolean;
  supportPhone: string;
}

/** What the loaded payment page shows: refused, closed, complete, not available, or the form (SPEC §3, §5). */
export function PaymentStage({
  payment,
  caseId,
  caseData,
  info,
  recurringScreen,
  supportPhone,
}: PaymentStageProps) {
  const phase = useSelector(payment, selectPhase);
  const form = useSelector(payment, (s) => s.context.form);
  const failure = useSelector(payment, (s) => s.context.failure);
  const submitHidden = useSelector(payment, selectSubmitHidden);
  const submitting = useSelector(payment, (s) => s.hasTag('busy'));
  const available = useSelector(payment, selectInfoAvailable);
  const t = useTexts(PAYMENT_SCREEN_TEXTS);
  const say = useSay();
  const closedNotice = paymentClosedNotice(caseData.lifeCycleStatus);
  const paid = useSelector(payment, (s) => s.context.paid);
  // Paid on this visit: the view and focus go to what comes next, Continue (decision 352).
  const landOnPaid = useCallback(
    (element: HTMLDivElement | null) => {
      if (element && paid) landOn(element, { focus: '[data-next-step]' });
    },
    [paid],
  );
  const received = useSelector(payment, selectPaymentReceived);
  const f = useFormats();
  const receipt = received
    ? receiptOf(caseData.policyNumber, received, undefined, f).payments.at(-1)
    : undefined;

  if (phase === 'refused') return <p className="alert alert--error">{t.notOwner}</p>;
  if (phase === 'closed')
    return (
      <>
        <p className="alert alert--info">{closedNotice && say(closedNotice)}</p>
        <div className="page-actions">
          <GoHomeButton />
        </div>
      </>
    );
  if (phase === 'complete')
    return (
      <div className="payment-complete" ref={landOnPaid}>
        <p className="lead">{t.complete}</p>
        {(info.paymentsOnRecord.length > 0 || info.recurringEnrollmentDetails.isEnrolledInRecurring) && (
          <PaymentReceipt policyNumber={caseData.policyNumber} payment={info} />
        )}
        <Link
          className="button button--primary"
          to={ROUTE_PATHS.Acceptance}
          params={{ caseId }}
          data-next-step
        >
          {t.continue}
        </Link>
      </div>
    );
  if (phase === 'initial' && !available) return <p className="lead">{t.notAvailable}</p>;
  if (!form) return null;
  return (
    <>
      {receipt && (
        // The payment just made, before what comes next (decision 360). Not a live region: the shell's
        // announcer says it once (decision 352).
        <div className="alert alert--success">
          <p>{t.paymentReceived(receipt.amount, receipt.method, receipt.confirmationNumber)}</p>
          {phase === 'recurring' && <p>{t.nextRecurring}</p>}
        </div>
      )}
      {phase === 'recurring' && !recurringScreen && (
        <>
          <h2>{t.recurringTitle}</h2>
          <p>{t.recurringExplanation}</p>
        </>
      )}
      {recurringScreen && <p>{t.recurringExplanation}</p>}
      <PaymentFormView
        key={form.id + (phase === 'recurring' ? '-recurring' : '-initial')}
        form={form}
        info={info}
        failure={failure ? paymentFailureMessage(failure, supportPhone) : null}
        submitHidden={submitHidden}
        submitting={submitting}
        supportPhone={supportPhone}
      />
    </>
  );
}
