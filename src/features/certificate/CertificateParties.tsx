import type { CertificateParty } from '../../api/schemas/certificate.ts';
import { partyLines } from '../../domain/certificateText.ts';
import { CertificateSection, Fact } from './CertificateSection.tsx';

/** Each party with its roles, its consent to electronic records and its adopted signature. */
export function CertificateParties({ parties }: { parties: CertificateParty[] }) {
  return (
    <CertificateSection id="parties" title="Parties">
      {parties.map((party) => {
        const lines = partyLines(party);
        return (
          <article key={lines.id} className="certificate__item" aria-label={lines.name}>
            <h3>{lines.name}</h3>
            <dl className="certificate__facts">
              <Fact term="Roles">{lines.roles}</Fact>
              <Fact term="Consent">{lines.consent}</Fact>
              <Fact term="Signature">{lines.signature}</Fact>
              {lines.signedDocuments.length > 0 && (
                <Fact term="Documents signed (SHA-256)">
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
