import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  CaseSummaryCard,
  CertificateLink,
  DownloadReceiptButton,
  GoHomeButton,
  JourneyTracker,
} from '../../components/case-summary/index.ts';
import { signatureStatement } from '../../domain/journey/caseSummary.ts';
import { lifeWhatNext } from '../../domain/journey/whatNext.ts';
import { message } from '../../i18n/message.ts';
import { useFormats, useTexts } from '../../i18n/useTexts.ts';
import type { AppServices } from '../../services/services.ts';
import { useViewerRole } from '../../services/session.ts';
import { useProvided } from '../../services/useServices.ts';
import { LoadGate } from '../../shell/LoadGate.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { ConfirmationDocuments } from './ConfirmationDocuments.tsx';
import { provideConfirmation } from './confirmationEffects.ts';
import { CONFIRMATION_SCREEN_TEXTS } from './messages.ts';
import { PaymentDetails } from './PaymentDetails.tsx';

const provideScreen = (services: AppServices) => provideConfirmation(services.api, services);

/** SPEC §2 Confirmation (life). */
export function ConfirmationScreen({ caseId }: { caseId: string }) {
  const t = useTexts(CONFIRMATION_SCREEN_TEXTS);
  const f = useFormats();
  useDocumentTitle(message(CONFIRMATION_SCREEN_TEXTS, 'title'));
  const role = useViewerRole();
  const confirmation = useActorRef(useProvided(provideScreen), { input: { caseId, role }, inspect });
  const load = useSelector(confirmation, (s) => (s.matches('shown') ? s.context.load : null));
  const failed = useSelector(confirmation, (s) => s.matches('failed'));
  const denied = useSelector(confirmation, (s) => s.matches('denied'));
  const loadError = useSelector(confirmation, (s) => s.context.loadError);
  // Today, for the dates of 'What to expect next': read once, so the page does not change under the reader.
  const [now] = useState(() => new Date());

  return (
    <section className="page confirmation-page" aria-labelledby="page-title">
      {role === 'customer' && <JourneyTracker caseId={caseId} page="confirmation" />}
      <h1 id="page-title">{t.title}</h1>
      <LoadGate
        failed={failed}
        denied={denied}
        error={loadError}
        onRetry={() => confirmation.send({ type: 'confirmation.retry' })}
        loaded={load}
      >
        {(load) => (
          <>
            <CaseSummaryCard caseData={load.case} role={role} />
            <section className="confirmation-section" aria-labelledby="next-title">
              <h2 id="next-title">{t.whatNext}</h2>
              <ul className="what-next">
                {lifeWhatNext(load.case, load.payment, role, now, undefined, f).map((step) => (
                  <li key={step.id} data-next={step.id}>
                    {step.text}
                  </li>
                ))}
              </ul>
              <p>{signatureStatement(load.case, role, undefined, f)}</p>
            </section>
            <ConfirmationDocuments load={load} />
            <section className="confirmation-section" aria-labelledby="payments-title">
              <h2 id="payments-title">{t.paymentDetails}</h2>
              <PaymentDetails payment={load.payment} />
              <DownloadReceiptButton policyNumber={load.case.policyNumber} payment={load.payment} />
            </section>
            <div className="page-actions">
              <GoHomeButton />
              <CertificateLink caseId={caseId} />
            </div>
          </>
        )}
      </LoadGate>
    </section>
  );
}
