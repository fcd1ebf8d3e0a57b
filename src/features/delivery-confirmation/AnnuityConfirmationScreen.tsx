import { useActorRef, useSelector } from '@xstate/react';
import { selectOutcome } from '../../../machines/deliveryConfirmation.ts';
import {
  CaseSummaryCard,
  CertificateLink,
  GoHomeButton,
  JourneyTracker,
} from '../../components/case-summary/index.ts';
import { DocumentList, DownloadAllDocumentsButton } from '../../components/documents/index.ts';
import { CONFIRMATION_TEXTS } from '../../domain/journey/confirmationTexts.ts';
import { annuityWhatNext } from '../../domain/journey/whatNext.ts';
import { deliveryWaitNote } from '../../domain/record/deliveryWait.ts';
import { message } from '../../i18n/message.ts';
import { useFormats, useTexts } from '../../i18n/useTexts.ts';
import { useViewerRole } from '../../services/session.ts';
import { useProvided, useServices } from '../../services/useServices.ts';
import { LoadGate } from '../../shell/LoadGate.tsx';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { provideDeliveryScreen } from './appEffects.ts';
import { DeliveryFailure } from './DeliveryConfirmationScreen.tsx';
import { DELIVERY_TEXTS } from './messages.ts';

/** SPEC §2 Annuity confirmation: acknowledges delivery as the signed-in customer when it waits for it. */
export function AnnuityConfirmationScreen({ caseId }: { caseId: string }) {
  const t = useTexts(DELIVERY_TEXTS);
  const said = useTexts(CONFIRMATION_TEXTS);
  const f = useFormats();
  useDocumentTitle(message(DELIVERY_TEXTS, 'confirmationTitle'));
  const role = useViewerRole();
  const delivery = useActorRef(useProvided(provideDeliveryScreen), {
    input: { variant: 'signedIn', caseId, role },
    inspect,
  });
  const outcome = useSelector(delivery, selectOutcome);
  const retryHelps = useSelector(delivery, (s) => s.context.retryHelps);
  const caseData = useSelector(delivery, (s) => s.context.case);
  const documents = useSelector(delivery, (s) => s.context.documents);
  const loadError = useSelector(delivery, (s) => s.context.loadError);
  const statusKnown = useSelector(delivery, (s) => !s.context.statusUnknown);
  const { api } = useServices();

  return (
    <section className="page confirmation-page" aria-labelledby="page-title">
      {role === 'customer' && (
        <JourneyTracker caseId={caseId} page="annuityconfirmation" progress={caseData?.lifeCycleStatus} />
      )}
      <h1 id="page-title">{t.confirmationTitle}</h1>
      <LoadGate
        failed={outcome === 'loadFailed'}
        denied={outcome === 'loadDenied'}
        error={loadError}
        onRetry={() => delivery.send({ type: 'delivery.retry' })}
        loaded={caseData}
      >
        {(caseData) => {
          const waitNote = outcome === 'shown' ? deliveryWaitNote(caseData, f) : null;
          return (
            <>
              {outcome === 'working' ? <Spinner label={t.confirming} /> : null}
              {outcome === 'confirmed' ? (
                <p className="alert alert--success" role="status">
                  {said.deliveryConfirmed}
                </p>
              ) : null}
              {outcome === 'failed' ? (
                <DeliveryFailure
                  onRetry={retryHelps ? () => delivery.send({ type: 'delivery.retry' }) : undefined}
                />
              ) : null}
              {waitNote ? <p className="alert alert--info">{waitNote}</p> : null}
              <CaseSummaryCard caseData={caseData} role={role} statusKnown={statusKnown} />
              {outcome === 'working' ? null : (
                <section className="confirmation-section" aria-labelledby="next-title">
                  <h2 id="next-title">{t.whatNext}</h2>
                  <ul className="what-next">
                    {annuityWhatNext(caseData, undefined, f).map((step) => (
                      <li key={step.id} data-next={step.id}>
                        {step.text}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              <section className="confirmation-section" aria-labelledby="documents-title">
                <h2 id="documents-title">{t.signedContract}</h2>
                {/* Every document of the contract, not only the signed one listed here: the case's
                    GetWithSigned call, asked for on the click (decision 085). */}
                <DownloadAllDocumentsButton
                  policyNumber={caseData.policyNumber}
                  isAnnuity
                  load={(signal) => api.documentsWithSigned({ caseId }, { signal })}
                  hint={t.zipHint}
                />
                <DocumentList documents={documents} isAnnuity />
              </section>
              <div className="page-actions">
                <GoHomeButton />
                <CertificateLink caseId={caseId} />
              </div>
            </>
          );
        }}
      </LoadGate>
    </section>
  );
}
