import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import {
  type PaymentFlow,
  type PaymentScreen as PaymentScreenKind,
  paymentFailureText,
  selectInfoAvailable,
  selectPhase,
  selectSubmitHidden,
} from '../../../machines/payment.ts';
import type { Case } from '../../api/schemas/case.ts';
import {
  GoHomeButton,
  JourneyTracker,
  PaymentReceipt,
  StepTracker,
} from '../../components/case-summary/index.ts';
import { PAYMENT_TEXTS } from '../../domain/paymentEntry.ts';
import { paymentClosedNotice } from '../../domain/paymentRules.ts';
import { ROUTE_PATHS } from '../../domain/routeNames.ts';
import type { AppServices } from '../../services/services.ts';
import { useIsAgent } from '../../services/session.ts';
import { useSiteConfig } from '../../services/siteConfig.ts';
import { useProvided } from '../../services/useServices.ts';
import { LoadFailed } from '../../shell/LoadGate.tsx';
import { inspect } from '../../telemetry/inspect.ts';
import { PaymentFormView } from './PaymentFormView.tsx';
import { providePayment } from './paymentEffects.ts';
import './payment.css';

const provideScreen = (services: AppServices) => providePayment(services.api, services);
const DEFAULT_PHONE = '1-800-555-0142';

interface CaseProps {
  caseId: string;
}

function CaseSummary({ caseData }: { caseData: Case }) {
  const insured = caseData.parties
    .filter((p) => p.roles.includes('Insured') || p.roles.includes('Annuitant'))
    .map((p) => p.displayName)
    .join(', ');
  return (
    <dl className="case-summary" aria-label="Case summary">
      <div>
        <dt>{caseData.isAnnuity ? 'Contract' : 'Policy'}</dt>
        <dd>{caseData.policyNumber}</dd>
      </div>
      {insured && (
        <div>
          <dt>{caseData.isAnnuity ? 'Annuitant' : 'Insured'}</dt>
          <dd>{insured}</dd>
        </div>
      )}
      <div>
        <dt>Status</dt>
        <dd>{caseData.friendlyStatus}</dd>
      </div>
    </dl>
  );
}

function titleOf(flow: PaymentFlow, screen: PaymentScreenKind) {
  if (screen === 'recurring') return PAYMENT_TEXTS.recurringTitle;
  return flow === 'sequenced' ? PAYMENT_TEXTS.sequencedTitle : PAYMENT_TEXTS.title;
}

function PaymentWorkflow({
  caseId,
  flow,
  screen,
}: CaseProps & { flow: PaymentFlow; screen: PaymentScreenKind }) {
  const role = useIsAgent() ? 'agent' : 'customer';
  const payment = useActorRef(useProvided(provideScreen), { input: { caseId, flow, screen, role }, inspect });
  const phone = useSiteConfig('ui').data?.supportPhone ?? DEFAULT_PHONE;
  const phase = useSelector(payment, selectPhase);
  const caseData = useSelector(payment, (s) => s.context.case);
  const info = useSelector(payment, (s) => s.context.info);
  const tracker = useSelector(payment, (s) => s.context.tracker);
  const form = useSelector(payment, (s) => s.context.form);
  const failure = useSelector(payment, (s) => s.context.failure);
  const loadDenial = useSelector(payment, (s) => s.context.loadDenial);
  const submitHidden = useSelector(payment, selectSubmitHidden);
  const submitting = useSelector(payment, (s) => s.hasTag('busy'));
  const available = useSelector(payment, selectInfoAvailable);
  const title = titleOf(flow, screen);

  const body = () => {
    if (phase === 'loading' || !caseData || !info)
      return phase === 'loadFailed' ? (
        <div className="payment-load-failed" role="alert">
          <h2>{PAYMENT_TEXTS.loadFailedHeading}</h2>
          <p>{PAYMENT_TEXTS.loadFailed}</p>
        </div>
      ) : phase === 'loadDenied' ? (
        // No access, or no such case: asking again cannot help, so nothing offers to.
        <LoadFailed message={loadDenial} denied onRetry={() => payment.send({ type: 'payment.retry' })} />
      ) : (
        <div className="spinner" role="status">
          <span className="spinner__wheel" aria-hidden="true" />
          <span className="visually-hidden">Loading…</span>
        </div>
      );
    if (phase === 'refused') return <p className="alert alert--error">{PAYMENT_TEXTS.notOwner}</p>;
    if (phase === 'closed')
      return (
        <>
          <p className="alert alert--info">{paymentClosedNotice(caseData.lifeCycleStatus)}</p>
          <div className="page-actions">
            <GoHomeButton />
          </div>
        </>
      );
    if (phase === 'complete')
      return (
        <div className="payment-complete">
          <p className="lead">{PAYMENT_TEXTS.complete}</p>
          {(info.paymentsOnRecord.length > 0 || info.recurringEnrollmentDetails.isEnrolledInRecurring) && (
            <PaymentReceipt policyNumber={caseData.policyNumber} payment={info} />
          )}
          <Link className="button button--primary" to={ROUTE_PATHS.Acceptance} params={{ caseId }}>
            Continue
          </Link>
        </div>
      );
    if (phase === 'initial' && !available) return <p className="lead">{PAYMENT_TEXTS.notAvailable}</p>;
    if (!form) return null;
    return (
      <>
        {phase === 'recurring' && screen === 'payment' && (
          <>
            <h2>{PAYMENT_TEXTS.recurringTitle}</h2>
            <p>{PAYMENT_TEXTS.recurringExplanation}</p>
          </>
        )}
        {screen === 'recurring' && <p>{PAYMENT_TEXTS.recurringExplanation}</p>}
        <PaymentFormView
          key={form.id + (phase === 'recurring' ? '-recurring' : '-initial')}
          form={form}
          info={info}
          failure={failure ? paymentFailureText(failure, phone) : null}
          submitHidden={submitHidden}
          submitting={submitting}
        />
      </>
    );
  };

  return (
    <div className="page payment">
      {flow === 'sequenced' ? (
        tracker && <StepTracker tracker={tracker} />
      ) : role === 'customer' ? (
        <JourneyTracker
          caseId={caseId}
          page={screen === 'recurring' ? 'recurring-payment' : 'payment'}
          progress={phase}
        />
      ) : null}
      <h1>{title}</h1>
      {caseData && <CaseSummary caseData={caseData} />}
      {body()}
    </div>
  );
}

export const PaymentScreen = ({ caseId }: CaseProps) => (
  <PaymentWorkflow caseId={caseId} flow="standard" screen="payment" />
);
export const RecurringPaymentScreen = ({ caseId }: CaseProps) => (
  <PaymentWorkflow caseId={caseId} flow="standard" screen="recurring" />
);
export const PaymentSequencedScreen = ({ caseId }: CaseProps) => (
  <PaymentWorkflow caseId={caseId} flow="sequenced" screen="payment" />
);
export const RecurringPaymentSequencedScreen = ({ caseId }: CaseProps) => (
  <PaymentWorkflow caseId={caseId} flow="sequenced" screen="recurring" />
);
