import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PdfFindMachine } from '../../../machines/pdfFind.ts';
import { type PdfViewerMachine, samePanels, selectPanels } from '../../../machines/pdfViewer.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { EDITOR_TEXTS } from '../annotation-editor/messages.ts';
import { PDF_VIEWER_TEXTS } from './messages.ts';
import { PdfFindBar } from './PdfFindBar.tsx';
import { PdfPageControls } from './PdfPageControls.tsx';

interface PdfToolbarProps {
  viewer: ActorRefFrom<PdfViewerMachine>;
  find: ActorRefFrom<PdfFindMachine>;
  /** A narrow viewer (a phone): one row, find and the mark-up tools behind a button each. */
  folded: boolean;
  /** Whether the mark-up tools exist here (the editor is on). */
  hasTools: boolean;
  toolsId: string;
  /** The screen's own controls for this document (its download), at the row's end. */
  actions?: ReactNode;
}

/**
 * Zoom, pages and find above the pages. Wide, everything shows in a row; folded (decision 331) the row
 * holds zoom, the page, Find and the mark-up tools' button, and Find's field takes the row while open.
 */
export function PdfToolbar({ viewer, find, folded, hasTools, toolsId, actions }: PdfToolbarProps) {
  const panels = useSelector(viewer, selectPanels, samePanels);
  const t = useTexts(PDF_VIEWER_TEXTS);
  const te = useTexts(EDITOR_TEXTS);
  const finding = !folded || panels.find;
  return (
    <div className={`pdf-viewer__bar${folded ? ' pdf-viewer__bar--folded' : ''}`}>
      {(!folded || !panels.find) && <PdfPageControls viewer={viewer} compact={folded} />}
      {finding && <PdfFindBar find={find} focusOnOpen={folded} />}
      {folded && (
        <button
          type="button"
          className="button pdf-viewer__toggle"
          aria-label={t.find}
          aria-expanded={panels.find}
          onClick={() => viewer.send({ type: 'toolbar.find' })}
        >
          {panels.find ? <span aria-hidden="true">✕</span> : <MagnifierIcon />}
        </button>
      )}
      {folded && hasTools && !panels.find && (
        <button
          type="button"
          className="button pdf-viewer__toggle"
          aria-label={te.tools}
          aria-expanded={panels.tools}
          aria-controls={toolsId}
          onClick={() => viewer.send({ type: 'toolbar.tools' })}
        >
          <span aria-hidden="true">✎</span>
        </button>
      )}
      {(!folded || !panels.find) && actions}
    </div>
  );
}

function MagnifierIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15 15l6 6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
