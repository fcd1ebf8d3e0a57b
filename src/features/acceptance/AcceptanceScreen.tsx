import './acceptance.css';
import { useActorRef, useSelector } from '@xstate/react';
import { selectAccepting, selectMayAccept } from '../../../machines/acceptance.ts';
import { CaseSummaryCard, JourneyTracker, StepTracker } from '../../components/case-summary/index.ts';
import { SIGNING_TEXTS } from '../../domain/acceptance/signingTexts.ts';
import { message } from '../../i18n/message.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { AppServices } from '../../services/services.ts';
import { useViewerRole } from '../../services/session.ts';
import { useProvided } from '../../services/useServices.ts';
import { LoadGate } from '../../shell/LoadGate.tsx';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { provideAcceptance } from './acceptanceEffects.ts';
import { ACCEPTANCE_TEXTS } from './messages.ts';
import { SignatureField } from './SignatureField.tsx';
import { SigningSummary } from './SigningSummary.tsx';

export type AcceptanceScreenProps = { caseId: string; sequenced?: boolean };

// SPEC §9 times toasts out in the review and payment flows only: here they stay until closed.
const provideScreen = (services: AppServices) => provideAcceptance(services.api, services);

export function AcceptanceScreen({ caseId, sequenced = false }: AcceptanceScreenProps) {
  const t = useTexts(ACCEPTANCE_TEXTS);
  useDocumentTitle(message(ACCEPTANCE_TEXTS, 'title'));
  const role = useViewerRole();
  const acceptance = useActorRef(useProvided(provideScreen), { input: { caseId, role, sequenced }, inspect });
  const caseData = useSelector(acceptance, (s) => s.context.case);
  const tracker = useSelector(acceptance, (s) => s.context.tracker);
  const failed = useSelector(acceptance, (s) => s.matches('failed'));
  const denied = useSelector(acceptance, (s) => s.matches('denied'));
  const loadError = useSelector(acceptance, (s) => s.context.loadError);
  const accepting = useSelector(acceptance, selectAccepting);
  const mayAccept = useSelector(acceptance, selectMayAccept);
  const outcome = useSelector(acceptance, (s) => s.context.acceptOutcome);
  const signing = useTexts(SIGNING_TEXTS);

  return (
    <section className="page page--reading acceptance" aria-labelledby="page-title">
      {sequenced ? (
        tracker && <StepTracker tracker={tracker} />
      ) : role === 'customer' ? (
        <JourneyTracker caseId={caseId} page="acceptance" />
      ) : null}
      <h1 id="page-title">{t.title}</h1>
      <LoadGate
        failed={failed}
        denied={denied}
        error={loadError}
        onRetry={() => acceptance.send({ type: 'acceptance.retry' })}
        loaded={caseData}
      >
        {(loaded) => (
          <>
            <CaseSummaryCard caseData={loaded} role={role} />
            <SigningSummary acceptance={acceptance} />
            <p className="lead">{loaded.isAnnuity ? t.signatureAnnuity : t.signature}</p>
            <SignatureField acceptance={acceptance} />
            {outcome && (
              // Whether the signature was recorded, beside the button it concerns (decision 365).
              <p className="notice notice--warning" role="status">
                {outcome === 'notRecorded' ? signing.notRecorded : signing.outcomeUnknown}
              </p>
            )}
            <div className="page-actions">
              <button
                type="button"
                className="button button--primary"
                // SPEC §2: disabled while the call runs. Before the name signs it stays in the Tab order,
                // marked unavailable, and a press says what is missing (decision 361).
                disabled={accepting}
                aria-disabled={!mayAccept || undefined}
                aria-busy={accepting}
                onClick={() => acceptance.send({ type: 'acceptance.accept' })}
              >
                {t.accept}
              </button>
              {accepting ? <Spinner label={loaded.isAnnuity ? t.acceptingAnnuity : t.accepting} /> : null}
            </div>
          </>
        )}
      </LoadGate>
    </section>
  );
}
