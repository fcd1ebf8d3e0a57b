import { useActorRef, useSelector } from '@xstate/react';
import {
  type PaymentFlow,
  type PaymentScreen as PaymentScreenKind,
  selectPhase,
} from '../../../machines/payment.ts';
import { CaseSummaryCard, JourneyTracker, StepTracker } from '../../components/case-summary/index.ts';
import { SPEC_TEXTS } from '../../domain/failureTexts.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { AppServices } from '../../services/services.ts';
import { useViewerRole } from '../../services/session.ts';
import { useSiteConfig } from '../../services/siteConfig.ts';
import { useProvided } from '../../services/useServices.ts';
import { LoadGate } from '../../shell/LoadGate.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { PAYMENT_SCREEN_TEXTS } from './messages.ts';
import { PaymentStage } from './PaymentStage.tsx';
import { providePayment } from './paymentEffects.ts';
import './payment.css';

const provideScreen = (services: AppServices) => providePayment(services.api, services);
const DEFAULT_PHONE = '1-800-555-0142';

interface CaseProps {
  caseId: string;
}

function titleOf(flow: PaymentFlow, screen: PaymentScreenKind) {
  if (screen === 'recurring') return 'recurringTitle';
  return flow === 'sequenced' ? 'sequencedTitle' : 'title';
}

/** SPEC's own words for a payment page that did not load: a refresh may cure it, so no retry button. */
function PaymentLoadFailed() {
  const t = useTexts(SPEC_TEXTS);
  return (
    <div className="payment-load-failed" role="alert">
      <h2>{t.paymentLoadHeading}</h2>
      <p>{t.paymentLoadFailed}</p>
    </div>
  );
}

function PaymentWorkflow({
  caseId,
  flow,
  screen,
}: CaseProps & { flow: PaymentFlow; screen: PaymentScreenKind }) {
  const role = useViewerRole();
  const payment = useActorRef(useProvided(provideScreen), { input: { caseId, flow, screen, role }, inspect });
  const phone = useSiteConfig('ui').data?.supportPhone ?? DEFAULT_PHONE;
  const phase = useSelector(payment, selectPhase);
  const caseData = useSelector(payment, (s) => s.context.case);
  const info = useSelector(payment, (s) => s.context.info);
  const tracker = useSelector(payment, (s) => s.context.tracker);
  const loadDenial = useSelector(payment, (s) => s.context.loadDenial);
  const t = useTexts(PAYMENT_SCREEN_TEXTS);
  useDocumentTitle(t[titleOf(flow, screen)]);

  return (
    <div className="page payment">
      {flow === 'sequenced' ? (
        tracker && <StepTracker tracker={tracker} />
      ) : role === 'customer' ? (
        <JourneyTracker
          caseId={caseId}
          page={screen === 'recurring' ? 'recurring-payment' : 'payment'}
          progress={phase === 'loading' ? undefined : phase}
        />
      ) : null}
      <h1>{t[titleOf(flow, screen)]}</h1>
      {caseData && <CaseSummaryCard caseData={caseData} role={role} />}
      <LoadGate
        failed={phase === 'loadFailed'}
        denied={phase === 'loadDenied'}
        error={loadDenial}
        failure={<PaymentLoadFailed />}
        loaded={phase !== 'loading' && caseData && info ? { caseData, info } : null}
      >
        {(loaded) => (
          <PaymentStage
            payment={payment}
            caseId={caseId}
            caseData={loaded.caseData}
            info={loaded.info}
            recurringScreen={screen === 'recurring'}
            supportPhone={phone}
          />
        )}
      </LoadGate>
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
