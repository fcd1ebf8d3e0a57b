import type { Certificate } from '../../api/schemas/certificate.ts';
import {
  acceptanceLines,
  CERTIFICATE_TEXTS,
  caseLines,
  chainLine,
  deliveryLines,
  freeLookLine,
  paymentLine,
} from '../../domain/record/certificateText.ts';
import { useFormats, useTexts } from '../../i18n/useTexts.ts';
import { CertificateDocuments } from './CertificateDocuments.tsx';
import { CertificateParties } from './CertificateParties.tsx';
import { CertificateSection, Fact, Lines } from './CertificateSection.tsx';
import { CERTIFICATE_SCREEN_TEXTS } from './messages.ts';

/** Every line of the certificate, as the sandbox's facts say it; dates in the viewer's time zone. */
export function CertificateView({ certificate: cert }: { certificate: Certificate }) {
  const t = useTexts(CERTIFICATE_SCREEN_TEXTS);
  const words = useTexts(CERTIFICATE_TEXTS);
  const f = useFormats();
  return (
    <div className="certificate__body">
      <CertificateSection id="case" title={t.caseAndPolicy}>
        <dl className="certificate__facts">
          {caseLines(cert, undefined, words, f).map((line) => (
            <Fact key={line.term} term={line.term}>
              {line.value}
            </Fact>
          ))}
        </dl>
      </CertificateSection>
      <CertificateParties parties={cert.parties} />
      <CertificateDocuments documents={cert.documents} isAnnuity={cert.isAnnuity} />
      <CertificateSection id="delivery" title={t.acceptanceAndDelivery}>
        <dl className="certificate__facts">
          <Fact term={t.accepted}>
            <Lines lines={acceptanceLines(cert, undefined, words, f)} />
          </Fact>
          <Fact term={t.deliveryConfirmation}>
            <Lines lines={deliveryLines(cert, undefined, words, f)} />
          </Fact>
          <Fact term={t.freeLook}>{freeLookLine(cert, undefined, words, f)}</Fact>
        </dl>
      </CertificateSection>
      <CertificateSection id="payments" title={t.payments}>
        {cert.payments.length > 0 ? (
          <Lines lines={cert.payments.map((p) => paymentLine(p, undefined, words, f))} />
        ) : (
          <p>{t.noPayments}</p>
        )}
      </CertificateSection>
      <CertificateSection id="chain" title={t.eventLog}>
        <dl className="certificate__facts">
          <Fact term={t.lastHash}>
            <code className="certificate__hash">{cert.chain.lastHash}</code>
          </Fact>
          <Fact term={t.chain}>{chainLine(cert.chain, words)}</Fact>
        </dl>
        {cert.contradictions.length > 0 ? (
          <p className="certificate__warning" role="alert">
            {words.contradicts}
          </p>
        ) : null}
      </CertificateSection>
    </div>
  );
}
