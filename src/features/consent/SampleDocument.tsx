import { Suspense, useCallback } from 'react';
import { PdfLoading, PdfViewer } from '../../components/pdf-viewer/index.ts';
import { CONSENT_TEXTS } from '../../domain/consentTexts.ts';
import { SAMPLE_PDF } from './samplePdf.ts';

/**
 * The check that this browser shows PDFs: a one-page sample drawn by the same viewer as the documents.
 * Its first page drawn, or its failure, is handed to the machine as an event.
 */
export function SampleDocument({
  note,
  onShown,
  onFailed,
}: {
  note: string | null;
  onShown: () => void;
  onFailed: () => void;
}) {
  const onUnreadable = useCallback(
    (unreadable: boolean) => {
      if (unreadable) onFailed();
    },
    [onFailed],
  );
  return (
    <>
      <h2>{CONSENT_TEXTS.checkHeading}</h2>
      <p>{CONSENT_TEXTS.checkIntro}</p>
      <div className="consent__sample">
        <Suspense fallback={<PdfLoading />}>
          <PdfViewer
            content={SAMPLE_PDF}
            label={CONSENT_TEXTS.sampleLabel}
            onFirstPage={onShown}
            onUnreadable={onUnreadable}
          />
        </Suspense>
      </div>
      {note ? (
        <p className="consent__check" role="status">
          {note}
        </p>
      ) : null}
    </>
  );
}
