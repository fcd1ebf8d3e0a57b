import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type PdfViewerMachine,
  pageFromField,
  samePageControls,
  selectPageControls,
} from '../../../machines/pdfViewer.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { PDF_VIEWER_TEXTS } from './messages.ts';

/** Zoom out / in, fit width, and 'Page 3 of 12' whose number can be typed. */
export function PdfPageControls({
  viewer,
  compact = false,
}: {
  viewer: ActorRefFrom<PdfViewerMachine>;
  /** On a narrow toolbar: no Fit width (a pinch, − or Ctrl+0 gets back), 'Page' said, not shown. */
  compact?: boolean;
}) {
  const c = useSelector(viewer, selectPageControls, samePageControls);
  const t = useTexts(PDF_VIEWER_TEXTS);
  // What the reader is typing, until Enter or leaving the field; the current page otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const go = () => {
    const page = draft === null ? null : pageFromField(draft, c.pageCount);
    if (page !== null) viewer.send({ type: 'page.go', index: page - 1 });
    setDraft(null);
  };
  return (
    <fieldset className="pdf-viewer__controls">
      <legend className="visually-hidden">{t.zoomAndPages}</legend>
      <button
        type="button"
        className="button button--icon"
        aria-label={t.zoomOut}
        disabled={!c.canZoomOut}
        onClick={() => viewer.send({ type: 'zoom.out' })}
      >
        −
      </button>
      <span className="pdf-viewer__zoom">{c.zoomPercent}%</span>
      <button
        type="button"
        className="button button--icon"
        aria-label={t.zoomIn}
        disabled={!c.canZoomIn}
        onClick={() => viewer.send({ type: 'zoom.in' })}
      >
        +
      </button>
      {!compact && (
        <button
          type="button"
          className="button button--secondary"
          disabled={c.atFit}
          onClick={() => viewer.send({ type: 'zoom.fit' })}
        >
          {t.fitWidth}
        </button>
      )}
      <label className="pdf-viewer__page-field">
        <span className={compact ? 'visually-hidden' : undefined}>{t.pageField}</span>{' '}
        <input
          inputMode="numeric"
          size={3}
          value={draft ?? String(c.page)}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={go}
          onKeyDown={(e) => {
            if (e.key === 'Enter') go();
          }}
        />{' '}
        {t.ofPages(String(c.pageCount))}
      </label>
    </fieldset>
  );
}
