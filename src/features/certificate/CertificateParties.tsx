import type { CertificateParty } from '../../api/schemas/certificate.ts';
import { CERTIFICATE_TEXTS, partyLines } from '../../domain/record/certificateText.ts';
import { useFormats, useTexts } from '../../i18n/useTexts.ts';
import { CertificateSection, Fact } from './CertificateSection.tsx';
import { CERTIFICATE_SCREEN_TEXTS } from './messages.ts';

/** Each party with its roles, its consent to electronic records and its adopted signature. */
export function CertificateParties({ parties }: { parties: CertificateParty[] }) {
  const t = useTexts(CERTIFICATE_SCREEN_TEXTS);
  const words = useTexts(CERTIFICATE_TEXTS);
  const f = useFormats();
  return (
    <CertificateSection id="parties" title={t.parties}>
      {parties.map((party) => {
        const lines = partyLines(party, undefined, words, f);
        return (
          <article key={lines.id} className="certificate__item" aria-label={lines.name}>
            <h3>{lines.name}</h3>
            <dl className="certificate__facts">
              <Fact term={t.roles}>{lines.roles}</Fact>
              <Fact term={t.consent}>{lines.consent}</Fact>
              <Fact term={t.signature}>{lines.signature}</Fact>
              {lines.signedDocuments.length > 0 && (
                <Fact term={t.documentsSigned}>
                  <ul className="certificate__lines certificate__hashes">
                    {lines.signedDocuments.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </Fact>
              )}
            </dl>
          </article>
        );
      })}
    </CertificateSection>
  );
}
