import './documents.css';
import { DOCUMENT_TEXTS } from '../../domain/documents/documentTexts.ts';
import { type Fingerprint, fingerprintDiffers } from '../../domain/documents/fingerprint.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { DOCUMENTS_TEXTS } from './messages.ts';

/**
 * A document's fingerprint in its card's details, and a warning when the bytes received are not the
 * ones first delivered (decision 211). Nothing when the insurer gave no fingerprint.
 */
export function DocumentFingerprint({ fingerprint }: { fingerprint: Fingerprint | undefined }) {
  const t = useTexts(DOCUMENTS_TEXTS);
  const texts = useTexts(DOCUMENT_TEXTS);
  if (!fingerprint?.delivered) return null;
  return (
    <>
      {fingerprintDiffers(fingerprint) && (
        <p className="notice notice--warning" role="alert">
          {texts.fingerprintMismatch}
        </p>
      )}
      <details className="document-details">
        <summary>{t.details}</summary>
        <dl>
          <dt>{texts.fingerprintLabel}</dt>
          <dd className="document-details__fingerprint">{fingerprint.delivered}</dd>
        </dl>
        <p className="document-details__help">{texts.fingerprintHelp}</p>
      </details>
    </>
  );
}
