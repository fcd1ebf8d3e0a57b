import { Suspense, useState } from 'react';
import type { Document } from '../../api/schemas/document.ts';
import { documentDisplayName } from '../../domain/documents/documents.ts';
import { DOCUMENT_TEXTS } from '../../domain/documents/documentTexts.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { PdfLoading, PdfViewer } from '../pdf-viewer/index.ts';
import { DocumentFrame } from './DocumentFrame.tsx';
import { DOCUMENTS_TEXTS } from './messages.ts';
import { useHandheld } from './useHandheld.ts';
import '../pdf-viewer/pdf-viewer.css';

/**
 * The case's documents, each opened in place in the same viewers as the review (the desktop frame,
 * the canvas viewer on phones), one at a time. A file that cannot be shown reads 'Failed to load PDF
 * document: {reason}' in its own place; the rest of the page is untouched.
 */
export function DocumentList({ documents, isAnnuity }: { documents: Document[]; isAnnuity: boolean }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const handheld = useHandheld();
  const t = useTexts(DOCUMENTS_TEXTS);
  const texts = useTexts(DOCUMENT_TEXTS);
  if (documents.length === 0) return <p>{t.none}</p>;
  return (
    <ul className="confirmation-documents">
      {documents.map((doc) => {
        const title = documentDisplayName(doc.documentType, isAnnuity, texts);
        const open = openId === doc.documentId;
        const panelId = `document-${doc.documentId}`;
        return (
          <li key={doc.documentId} className="confirmation-documents__item">
            <button
              type="button"
              className="button button--secondary"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpenId(open ? null : doc.documentId)}
            >
              {title}
            </button>
            {open ? (
              <div id={panelId} className="confirmation-documents__viewer">
                {handheld ? (
                  <Suspense fallback={<PdfLoading />}>
                    <PdfViewer content={doc.content} label={title} />
                  </Suspense>
                ) : (
                  <DocumentFrame content={doc.content} title={title} />
                )}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
