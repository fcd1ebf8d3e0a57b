import { useTexts } from '../../i18n/useTexts.ts';
import { PDF_VIEWER_TEXTS } from './messages.ts';

/** What stands in a document's place while it, or the viewer that draws it, is fetched. */
export function PdfLoading() {
  const t = useTexts(PDF_VIEWER_TEXTS);
  return (
    <div className="pdf-viewer pdf-viewer--loading" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span>{t.loading}</span>
    </div>
  );
}
