import type { Certificate } from '../../api/schemas/certificate.ts';
import {
  acceptanceLines,
  caseLines,
  chainLine,
  deliveryLines,
  freeLookLine,
  paymentLine,
} from '../../domain/certificateText.ts';
import { CertificateDocuments } from './CertificateDocuments.tsx';
import { CertificateParties } from './CertificateParties.tsx';
import { CertificateSection, Fact, Lines } from './CertificateSection.tsx';

/** Every line of the certificate, as the sandbox's facts say it; dates in the viewer's time zone. */
export function CertificateView({ certificate: cert }: { certificate: Certificate }) {
  return (
    <div className="certificate__body">
      <CertificateSection id="case" title="Case and policy">
        <dl className="certificate__facts">
          {caseLines(cert).map((line) => (
            <Fact key={line.term} term={line.term}>
              {line.value}
            </Fact>
          ))}
        </dl>
      </CertificateSection>
      <CertificateParties parties={cert.parties} />
      <CertificateDocuments documents={cert.documents} isAnnuity={cert.isAnnuity} />
      <CertificateSection id="delivery" title="Acceptance and delivery">
        <dl className="certificate__facts">
          <Fact term="Accepted">
            <Lines lines={acceptanceLines(cert)} />
          </Fact>
          <Fact term="Delivery confirmation">
            <Lines lines={deliveryLines(cert)} />
          </Fact>
          <Fact term="Free look">{freeLookLine(cert)}</Fact>
        </dl>
      </CertificateSection>
      <CertificateSection id="payments" title="Payments">
        {cert.payments.length > 0 ? (
          <Lines lines={cert.payments.map((p) => paymentLine(p))} />
        ) : (
          <p>No payments on record.</p>
        )}
      </CertificateSection>
      <CertificateSection id="chain" title="Event log">
        <dl className="certificate__facts">
          <Fact term="Last hash (SHA-256)">
            <code className="certificate__hash">{cert.chain.lastHash}</code>
          </Fact>
          <Fact term="Chain">{chainLine(cert.chain)}</Fact>
        </dl>
      </CertificateSection>
    </div>
  );
}
