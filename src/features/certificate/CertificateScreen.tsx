import { useActorRef, useSelector } from '@xstate/react';
import { GoHomeButton } from '../../components/case-summary/index.ts';
import { CERTIFICATE_TEXTS } from '../../domain/record/certificateText.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { AppServices } from '../../services/services.ts';
import { useProvided } from '../../services/useServices.ts';
import { LoadGate } from '../../shell/LoadGate.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { CertificateView } from './CertificateView.tsx';
import { provideCertificate } from './certificateEffects.ts';
import './certificate.css';
import { message } from '../../i18n/message.ts';

const provideScreen = (services: AppServices) => provideCertificate(services.api, () => window.print());

/** The certificate of delivery, to print or save as PDF (decision 232). */
export function CertificateScreen({ caseId }: { caseId: string }) {
  const t = useTexts(CERTIFICATE_TEXTS);
  useDocumentTitle(message(CERTIFICATE_TEXTS, 'title'));
  const certificate = useActorRef(useProvided(provideScreen), { input: { caseId }, inspect });
  const loaded = useSelector(certificate, (s) => (s.matches('shown') ? s.context.certificate : null));
  const failed = useSelector(certificate, (s) => s.matches('failed'));
  const denied = useSelector(certificate, (s) => s.matches('denied'));
  const loadError = useSelector(certificate, (s) => s.context.loadError);

  return (
    <section className="page certificate" aria-labelledby="page-title">
      <h1 id="page-title">{t.title}</h1>
      <LoadGate
        failed={failed}
        denied={denied}
        error={loadError}
        onRetry={() => certificate.send({ type: 'certificate.retry' })}
        loaded={loaded}
      >
        {(cert) => (
          <>
            <div className="page-actions certificate__actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => certificate.send({ type: 'certificate.print' })}
              >
                {t.print}
              </button>
            </div>
            <CertificateView certificate={cert} />
            {/* The way back (decision 363): SPEC's go-home button, as every case page ends. */}
            <div className="page-actions certificate__actions">
              <GoHomeButton />
            </div>
          </>
        )}
      </LoadGate>
    </section>
  );
}
