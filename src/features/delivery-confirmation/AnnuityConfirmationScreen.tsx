import { useActorRef, useSelector } from '@xstate/react';
import { selectOutcome } from '../../../machines/deliveryConfirmation.ts';
import { api } from '../../app/session.ts';
import { useIsAgent } from '../../app/sessionHooks.ts';
import { CONFIRMATION_TEXTS } from '../../domain/confirmationTexts.ts';
import type { ViewerRole } from '../../domain/documents.ts';
import { Spinner } from '../../shell/PageSpinner.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { CaseSummaryCard, GoHomeButton } from '../case-summary/index.ts';
import { DocumentList } from '../confirmation/ConfirmationDocuments.tsx';
import { DELIVERY_EFFECTS } from './appEffects.ts';
import { provideDelivery } from './deliveryEffects.ts';
import { SupportContact } from './SupportContact.tsx';

const TITLE = 'Confirmation';
const DELIVERY_MACHINE = provideDelivery(api, DELIVERY_EFFECTS);

/** SPEC §2 Annuity confirmation: acknowledges delivery as the signed-in customer when it waits for it. */
export function AnnuityConfirmationScreen({ caseId }: { caseId: string }) {
  useDocumentTitle(TITLE);
  const role: ViewerRole = useIsAgent() ? 'agent' : 'customer';
  const delivery = useActorRef(DELIVERY_MACHINE, {
    input: { variant: 'signedIn', caseId, role },
    inspect,
  });
  const outcome = useSelector(delivery, selectOutcome);
  const caseData = useSelector(delivery, (s) => s.context.case);
  const documents = useSelector(delivery, (s) => s.context.documents);
  const loadError = useSelector(delivery, (s) => s.context.loadError);

  return (
    <section className="page confirmation-page" aria-labelledby="page-title">
      <h1 id="page-title">{TITLE}</h1>
      {outcome === 'loadFailed' ? (
        <>
          <p className="form-error" role="alert">
            {loadError}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => delivery.send({ type: 'delivery.retry' })}
          >
            Try again
          </button>
        </>
      ) : !caseData ? (
        <Spinner label="Loading…" />
      ) : (
        <>
          {outcome === 'working' ? <Spinner label="Confirming your annuity contract…" /> : null}
          {outcome === 'confirmed' ? (
            <p className="alert alert--success" role="status">
              {CONFIRMATION_TEXTS.deliveryConfirmed}
            </p>
          ) : null}
          {outcome === 'failed' ? (
            <div className="alert alert--error" role="alert">
              <p>{CONFIRMATION_TEXTS.deliveryFailed}</p>
              <SupportContact />
              <button
                type="button"
                className="button button--secondary"
                onClick={() => delivery.send({ type: 'delivery.retry' })}
              >
                Try again
              </button>
            </div>
          ) : null}
          <CaseSummaryCard caseData={caseData} role={role} />
          <section className="confirmation-section" aria-labelledby="documents-title">
            <h2 id="documents-title">Your signed contract</h2>
            <DocumentList documents={documents} isAnnuity />
          </section>
          <div className="page-actions">
            <GoHomeButton />
          </div>
        </>
      )}
    </section>
  );
}
