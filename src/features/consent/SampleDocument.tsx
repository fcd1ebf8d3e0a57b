import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect } from 'react';
import { fromOwnedPromise } from '../../../machines/parts/ownedPromise.ts';
import { base64ToPdfBytes, checkPdfOpens, PdfLoading, PdfViewer } from '../../components/pdf-viewer/index.ts';
import { CONSENT_TEXTS } from '../../domain/record/consentTexts.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { SAMPLE_PDF } from './samplePdf.ts';

/**
 * pdf.js opens the sample and its first page, as the document frame checks each document: the check
 * that this browser shows PDFs. Owned by the view that shows the sample, and stopped with it.
 */
const sampleCheck = fromOwnedPromise<boolean>(async ({ signal }) => {
  try {
    await checkPdfOpens(base64ToPdfBytes(SAMPLE_PDF), signal);
    return true;
  } catch {
    return false;
  }
});

/** The one-page sample drawn by the documents' own viewer, and the check's answer handed on as an event. */
export function SampleDocument({
  note,
  onShown,
  onFailed,
}: {
  note: string | null;
  onShown: () => void;
  onFailed: () => void;
}) {
  const check = useActorRef(sampleCheck);
  const opened = useSelector(check, (s) => (s.status === 'done' ? s.output : null));
  const t = useTexts(CONSENT_TEXTS);
  useEffect(() => {
    if (opened === true) onShown();
    if (opened === false) onFailed();
  }, [opened, onShown, onFailed]);

  return (
    <>
      <h2>{t.checkHeading}</h2>
      <p>{t.checkIntro}</p>
      <div className="consent__sample">
        <Suspense fallback={<PdfLoading />}>
          <PdfViewer content={SAMPLE_PDF} label={t.sampleLabel} onUnreadable={(bad) => bad && onFailed()} />
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
