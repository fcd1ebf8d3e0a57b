import { useTexts } from '../../i18n/useTexts.ts';
import { PDF_VIEWER_TEXTS } from './messages.ts';

/**
 * What stands in a document's place while it, or the viewer that draws it, is fetched: the room of the
 * folded toolbar and of the pages, so the button under them stays where the thumb found it (decision 427).
 */
export function PdfLoading() {
  const t = useTexts(PDF_VIEWER_TEXTS);
  return (
    <div className="pdf-viewer pdf-viewer--loading" role="status" aria-live="polite">
      <div className="pdf-viewer__bar-room" />
      <div className="pdf-viewer__loading-line">
        <span className="spinner__wheel" aria-hidden="true" />
        <span>{t.loading}</span>
      </div>
    </div>
  );
}
