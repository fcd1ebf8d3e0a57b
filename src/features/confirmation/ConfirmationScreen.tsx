import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  CaseSummaryCard,
  CertificateLink,
  DownloadReceiptButton,
  GoHomeButton,
  JourneyTracker,
} from '../../components/case-summary/index.ts';
import { DocumentList, DownloadAllDocumentsButton } from '../../components/documents/index.ts';
import { signatureStatement } from '../../domain/caseSummary.ts';
import type { ViewerRole } from '../../domain/documents.ts';
import { receiptName, receiptOf, receiptText } from '../../domain/receipt.ts';
import { lifeWhatNext } from '../../domain/whatNext.ts';
import type { AppServices } from '../../services/services.ts';
import { useIsAgent } from '../../services/session.ts';
import { useProvided } from '../../services/useServices.ts';
import { LoadGate } from '../../shell/LoadGate.tsx';
import { useDocumentTitle } from '../../shell/useDocumentTitle.ts';
import { inspect } from '../../telemetry/inspect.ts';
import { provideConfirmation } from './confirmationEffects.ts';
import { PaymentDetails } from './PaymentDetails.tsx';

const TITLE = "You're all done!";
const provideScreen = (services: AppServices) => provideConfirmation(services.api, services);

/** SPEC §2 Confirmation (life). */
export function ConfirmationScreen({ caseId }: { caseId: string }) {
  useDocumentTitle(TITLE);
  const role: ViewerRole = useIsAgent() ? 'agent' : 'customer';
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
      <h1 id="page-title">{TITLE}</h1>
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
              <h2 id="next-title">What to expect next</h2>
              <ul className="what-next">
                {lifeWhatNext(load.case, load.payment, role, now).map((step) => (
                  <li key={step.id} data-next={step.id}>
                    {step.text}
                  </li>
                ))}
              </ul>
              <p>{signatureStatement(load.case, role)}</p>
            </section>
            <section className="confirmation-section" aria-labelledby="documents-title">
              <h2 id="documents-title">Your reviewed documents</h2>
              <DownloadAllDocumentsButton
                policyNumber={load.case.policyNumber}
                isAnnuity={false}
                load={() => Promise.resolve(load.documents)}
                texts={() =>
                  load.payment.paymentsOnRecord.length > 0
                    ? [
                        {
                          name: receiptName(load.case.policyNumber),
                          text: receiptText(receiptOf(load.case.policyNumber, load.payment)),
                        },
                      ]
                    : []
                }
                hint={
                  load.payment.paymentsOnRecord.length > 0
                    ? 'One ZIP file with every document below and your payment receipt.'
                    : 'One ZIP file with every document below.'
                }
              />
              <div className="confirmation-columns">
                <section aria-labelledby="documents-reviewed-title">
                  <h3 id="documents-reviewed-title">Policy documents</h3>
                  <DocumentList
                    documents={load.documents.filter((d) => d.documentType !== 'SignedPolicy')}
                    isAnnuity={false}
                  />
                </section>
                <section aria-labelledby="documents-signed-title">
                  <h3 id="documents-signed-title">Signed policy</h3>
                  <DocumentList
                    documents={load.documents.filter((d) => d.documentType === 'SignedPolicy')}
                    isAnnuity={false}
                  />
                </section>
              </div>
            </section>
            <section className="confirmation-section" aria-labelledby="payments-title">
              <h2 id="payments-title">Payment details</h2>
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
