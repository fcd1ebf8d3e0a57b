import './documents.css';
import {
  FINGERPRINT_LABEL,
  FINGERPRINT_MISMATCH,
  type Fingerprint,
  fingerprintDiffers,
} from '../../domain/fingerprint.ts';

/**
 * A document's fingerprint in its card's details, and a warning when the bytes received are not the
 * ones first delivered (decision 211). Nothing when the insurer gave no fingerprint.
 */
export function DocumentFingerprint({ fingerprint }: { fingerprint: Fingerprint | undefined }) {
  if (!fingerprint?.delivered) return null;
  return (
    <>
      {fingerprintDiffers(fingerprint) && (
        <p className="notice notice--warning" role="alert">
          {FINGERPRINT_MISMATCH}
        </p>
      )}
      <details className="document-details">
        <summary>Details</summary>
        <dl>
          <dt>{FINGERPRINT_LABEL}</dt>
          <dd className="document-details__fingerprint">{fingerprint.delivered}</dd>
        </dl>
      </details>
    </>
  );
}
