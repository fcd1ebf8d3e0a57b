import type { CertificateDocument } from '../../api/schemas/certificate.ts';
import { CERTIFICATE_TEXTS, documentLines } from '../../domain/certificateText.ts';
import { CertificateSection, Fact, Lines } from './CertificateSection.tsx';

/** Each document: its fingerprint, and when it was delivered, opened and reviewed, and by whom. */
export function CertificateDocuments({
  documents,
  isAnnuity,
}: {
  documents: CertificateDocument[];
  isAnnuity: boolean;
}) {
  return (
    <CertificateSection id="documents" title="Documents">
      {documents.map((doc) => {
        const lines = documentLines(doc, isAnnuity);
        return (
          <article key={lines.id} className="certificate__item" aria-label={lines.name}>
            <h3>{lines.name}</h3>
            <dl className="certificate__facts">
              <Fact term="Fingerprint (SHA-256)">
                <code className="certificate__hash">{lines.fingerprint}</code>
              </Fact>
              <Fact term="Delivered">{lines.delivered}</Fact>
              <Fact term="Opened">
                <Lines lines={lines.opened.length > 0 ? lines.opened : [CERTIFICATE_TEXTS.notYet]} />
              </Fact>
              <Fact term="Reviewed">
                <Lines lines={lines.reviewed.length > 0 ? lines.reviewed : [CERTIFICATE_TEXTS.notYet]} />
              </Fact>
            </dl>
          </article>
        );
      })}
    </CertificateSection>
  );
}
