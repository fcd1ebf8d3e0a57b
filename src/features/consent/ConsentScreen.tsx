import { useActorRef, useSelector } from '@xstate/react';
import { CONSENT_TEXTS } from '../../domain/record/consentTexts.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import type { AppServices } from '../../services/services.ts';
import { useViewerRole } from '../../services/session.ts';
import { useProvided } from '../../services/useServices.ts';
import { LoadGate } from '../../shell/LoadGate.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { ConsentDeclined } from './ConsentDeclined.tsx';
import { ConsentForm } from './ConsentForm.tsx';
import { provideConsent } from './consentEffects.ts';
import './consent.css';
import { message } from '../../i18n/message.ts';

export type ConsentScreenProps = { caseId: string; partyId?: string };

const provideScreen = (services: AppServices) => provideConsent(services.api, services);

/** Consent to electronic records before the first document opens (decision 212). */
export function ConsentScreen({ caseId, partyId }: ConsentScreenProps) {
  useDocumentTitle(message(CONSENT_TEXTS, 'title'));
  const t = useTexts(CONSENT_TEXTS);
  const role = useViewerRole();
  const consent = useActorRef(useProvided(provideScreen), {
    input: { caseId, role, ...(partyId ? { partyId } : {}) },
    inspect,
  });
  const caseData = useSelector(consent, (s) => s.context.case);
  const failed = useSelector(consent, (s) => s.matches('failed'));
  const denied = useSelector(consent, (s) => s.matches('denied'));
  const loadError = useSelector(consent, (s) => s.context.loadError);
  const declined = useSelector(consent, (s) => s.matches('declined'));

  return (
    <section className="page page--reading consent" aria-labelledby="page-title">
      <h1 id="page-title">{declined ? t.declinedTitle : t.title}</h1>
      <LoadGate
        failed={failed}
        denied={denied}
        error={loadError}
        onRetry={() => consent.send({ type: 'consent.retry' })}
        loaded={caseData}
      >
        {(loaded) =>
          declined ? (
            <ConsentDeclined
              caseData={loaded}
              onReconsider={() => consent.send({ type: 'consent.reconsider' })}
            />
          ) : (
            <ConsentForm caseData={loaded} consent={consent} />
          )
        }
      </LoadGate>
    </section>
  );
}
