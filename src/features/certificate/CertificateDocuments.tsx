import type { CertificateDocument } from '../../api/schemas/certificate.ts';
import { CERTIFICATE_TEXTS, documentLines } from '../../domain/record/certificateText.ts';
import { useFormats, useTexts } from '../../i18n/useTexts.ts';
import { CertificateSection, Fact, Lines } from './CertificateSection.tsx';
import { CERTIFICATE_SCREEN_TEXTS } from './messages.ts';

/** Each document: its fingerprint, and when it was delivered, opened and reviewed, and by whom. */
export function CertificateDocuments({
  documents,
  isAnnuity,
}: {
  documents: CertificateDocument[];
  isAnnuity: boolean;
}) {
  const t = useTexts(CERTIFICATE_SCREEN_TEXTS);
  const words = useTexts(CERTIFICATE_TEXTS);
  const f = useFormats();
  return (
    <CertificateSection id="documents" title={t.documents}>
      {documents.map((doc) => {
        const lines = documentLines(doc, isAnnuity, undefined, words, f);
        return (
          <article key={lines.id} className="certificate__item" aria-label={lines.name}>
            <h3>{lines.name}</h3>
            <dl className="certificate__facts">
              <Fact term={t.fingerprint}>
                <code className="certificate__hash">{lines.fingerprint}</code>
                {lines.fingerprintNote ? <p className="certificate__note">{lines.fingerprintNote}</p> : null}
              </Fact>
              <Fact term={t.delivered}>{lines.delivered}</Fact>
              <Fact term={t.opened}>
                <Lines lines={lines.opened.length > 0 ? lines.opened : [words.notYet]} />
              </Fact>
              <Fact term={t.reviewed}>
                <Lines lines={lines.reviewed.length > 0 ? lines.reviewed : [words.notYet]} />
              </Fact>
            </dl>
          </article>
        );
      })}
    </CertificateSection>
  );
}
