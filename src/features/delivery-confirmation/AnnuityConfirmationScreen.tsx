import { useActorRef, useSelector } from '@xstate/react';
import { selectOutcome } from '../../../machines/deliveryConfirmation.ts';
import { CaseSummaryCard, GoHomeButton, JourneyTracker } from '../../components/case-summary/index.ts';
import { DocumentList } from '../../components/documents/index.ts';
import { CONFIRMATION_TEXTS } from '../../domain/confirmationTexts.ts';
import { deliveryWaitNote } from '../../domain/deliveryWait.ts';
import type { ViewerRole } from '../../domain/documents.ts';
import { useIsAgent } from '../../services/session.ts';
import { useProvided } from '../../services/useServices.ts';
import { LoadGate } from '../../shell/LoadGate.tsx';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { provideDeliveryScreen } from './appEffects.ts';
import { DeliveryFailure } from './DeliveryConfirmationScreen.tsx';

const TITLE = 'Confirmation';

/** SPEC §2 Annuity confirmation: acknowledges delivery as the signed-in customer when it waits for it. */
export function AnnuityConfirmationScreen({ caseId }: { caseId: string }) {
  useDocumentTitle(TITLE);
  const role: ViewerRole = useIsAgent() ? 'agent' : 'customer';
  const delivery = useActorRef(useProvided(provideDeliveryScreen), {
    input: { variant: 'signedIn', caseId, role },
    inspect,
  });
  const outcome = useSelector(delivery, selectOutcome);
  const caseData = useSelector(delivery, (s) => s.context.case);
  const documents = useSelector(delivery, (s) => s.context.documents);
  const loadError = useSelector(delivery, (s) => s.context.loadError);
  const statusKnown = useSelector(delivery, (s) => !s.context.statusUnknown);

  return (
    <section className="page confirmation-page" aria-labelledby="page-title">
      {role === 'customer' && (
        <JourneyTracker caseId={caseId} page="annuityconfirmation" progress={caseData?.lifeCycleStatus} />
      )}
      <h1 id="page-title">{TITLE}</h1>
      <LoadGate
        failed={outcome === 'loadFailed'}
        denied={outcome === 'loadDenied'}
        error={loadError}
        onRetry={() => delivery.send({ type: 'delivery.retry' })}
        loaded={caseData}
      >
        {(caseData) => {
          const waitNote = outcome === 'shown' ? deliveryWaitNote(caseData) : null;
          return (
            <>
              {outcome === 'working' ? <Spinner label="Confirming your annuity contract…" /> : null}
              {outcome === 'confirmed' ? (
                <p className="alert alert--success" role="status">
                  {CONFIRMATION_TEXTS.deliveryConfirmed}
                </p>
              ) : null}
              {outcome === 'failed' ? (
                <DeliveryFailure onRetry={() => delivery.send({ type: 'delivery.retry' })} />
              ) : null}
              {waitNote ? <p className="alert alert--info">{waitNote}</p> : null}
              <CaseSummaryCard caseData={caseData} role={role} statusKnown={statusKnown} />
              <section className="confirmation-section" aria-labelledby="documents-title">
                <h2 id="documents-title">Your signed contract</h2>
                <DocumentList documents={documents} isAnnuity />
              </section>
              <div className="page-actions">
                <GoHomeButton />
              </div>
            </>
          );
        }}
      </LoadGate>
    </section>
  );
}
