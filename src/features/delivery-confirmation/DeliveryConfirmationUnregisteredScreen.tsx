import { useActorRef, useSelector } from '@xstate/react';
import { selectOutcome } from '../../../machines/deliveryConfirmation.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { useProvided } from '../../services/useServices.ts';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { provideDeliveryScreen } from './appEffects.ts';
import { DeliveryFailure, type DeliveryLinkProps } from './DeliveryConfirmationScreen.tsx';
import { DELIVERY_TEXTS } from './messages.ts';
import '../../components/case-summary/case-summary.css';
import { message } from '../../i18n/message.ts';

/**
 * SPEC §2 Unregistered delivery confirmation: registers the link's customer, records a tracking event
 * and sends the browser to the account site's login page; a failure is recorded and explained.
 */
export function DeliveryConfirmationUnregisteredScreen({
  caseId,
  confirmationKey,
  emailAddress,
}: DeliveryLinkProps) {
  const t = useTexts(DELIVERY_TEXTS);
  useDocumentTitle(message(DELIVERY_TEXTS, 'deliveryTitle'));
  const delivery = useActorRef(useProvided(provideDeliveryScreen), {
    input: { variant: 'unregistered', caseId, confirmationKey, emailAddress },
    inspect,
  });
  const outcome = useSelector(delivery, selectOutcome);
  const retryHelps = useSelector(delivery, (s) => s.context.retryHelps);
  return (
    <section className="page page--narrow" aria-labelledby="page-title">
      <h1 id="page-title">{t.deliveryTitle}</h1>
      {outcome === 'failed' ? (
        <DeliveryFailure
          onRetry={retryHelps ? () => delivery.send({ type: 'delivery.retry' }) : undefined}
          caseId={caseId}
        />
      ) : (
        <Spinner label={t.settingUp} />
      )}
    </section>
  );
}
