import type { ConfirmationLoad } from '../../../machines/confirmation.ts';
import { useReceiptFile } from '../../components/case-summary/index.ts';
import { DocumentList, DownloadAllDocumentsButton } from '../../components/documents/index.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { CONFIRMATION_SCREEN_TEXTS } from './messages.ts';

/** The reviewed and signed documents, and the one ZIP of them (with the receipt when there was a payment). */
export function ConfirmationDocuments({ load }: { load: ConfirmationLoad }) {
  const t = useTexts(CONFIRMATION_SCREEN_TEXTS);
  const paid = load.payment.paymentsOnRecord.length > 0;
  const receiptFile = useReceiptFile();
  return (
    <section className="confirmation-section" aria-labelledby="documents-title">
      <h2 id="documents-title">{t.reviewedDocuments}</h2>
      <DownloadAllDocumentsButton
        policyNumber={load.case.policyNumber}
        isAnnuity={false}
        load={() => Promise.resolve(load.documents)}
        texts={() => (paid ? [receiptFile(load.case.policyNumber, load.payment)] : [])}
        hint={paid ? t.zipWithReceipt : t.zip}
      />
      <div className="confirmation-columns">
        <section aria-labelledby="documents-reviewed-title">
          <h3 id="documents-reviewed-title">{t.policyDocuments}</h3>
          <DocumentList
            documents={load.documents.filter((d) => d.documentType !== 'SignedPolicy')}
            isAnnuity={false}
          />
        </section>
        <section aria-labelledby="documents-signed-title">
          <h3 id="documents-signed-title">{t.signedPolicy}</h3>
          <DocumentList
            documents={load.documents.filter((d) => d.documentType === 'SignedPolicy')}
            isAnnuity={false}
          />
        </section>
      </div>
    </section>
  );
}
