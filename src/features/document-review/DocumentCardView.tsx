import { useSelector } from '@xstate/react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import type { DocumentCardRef } from '../../../machines/documentReview.ts';
import { DocumentFrame } from '../../components/documents/DocumentFrame.tsx';
import { openDocument, PdfViewer } from '../../components/pdf-viewer/index.ts';
import {
  documentDisplayName,
  type ReviewIcon as Icon,
  previousDecisionNote,
  UNREADABLE_DOCUMENT,
} from '../../domain/documents.ts';
import { SPEC_TEXTS } from '../../domain/failureTexts.ts';
import { DecisionControls } from './controls/DecisionControls.tsx';
import { ReviewIcon } from './ReviewIcon.tsx';

export type ContentState =
  | { status: 'fetching' }
  | { status: 'shown'; content: string | undefined }
  | { status: 'down' }
  | { status: 'failed'; message: string };

interface DocumentCardViewProps {
  card: DocumentCardRef;
  index: number;
  isOpen: boolean;
  isAnnuity: boolean;
  handheld: boolean;
  content: ContentState;
  onToggle: () => void;
}

function DocumentBody({
  content,
  title,
  handheld,
  index,
  onUnreadable,
}: Pick<DocumentCardViewProps, 'content' | 'handheld' | 'index'> & {
  title: string;
  onUnreadable: (unreadable: boolean) => void;
}) {
  const [openError, setOpenError] = useState<string | null>(null);
  // Not fetched at all: there is nothing to read, so nothing may be decided yet.
  const missing =
    content.status === 'down' ||
    content.status === 'failed' ||
    (content.status === 'shown' && content.content === undefined);
  useEffect(() => {
    if (missing) onUnreadable(true);
  }, [missing, onUnreadable]);
  if (content.status === 'fetching') {
    return (
      <div className="pdf-viewer pdf-viewer--loading" role="status">
        <span className="spinner__wheel" aria-hidden="true" />
        <span>Loading PDF...</span>
      </div>
    );
  }
  if (content.status === 'down') {
    return (
      <p className="document-card__unavailable">
        This document cannot be shown right now. Please check back later.
      </p>
    );
  }
  if (content.status === 'failed') {
    return (
      <div className="pdf-viewer__error" role="alert">
        {SPEC_TEXTS.pdfLoadFailed(content.message)}
      </div>
    );
  }
  if (content.content === undefined) {
    return (
      <div className="pdf-viewer__error" role="alert">
        {SPEC_TEXTS.pdfLoadFailed('the document was not returned.')}
      </div>
    );
  }
  const pdf = content.content;
  if (!handheld) return <DocumentFrame content={pdf} title={title} onUnreadable={onUnreadable} />;
  return (
    <>
      <button
        type="button"
        className="button button--icon document-card__download"
        aria-label={`Download ${title}`}
        onClick={() => setOpenError(openDocument(pdf, index))}
      >
        ⤓
      </button>
      {openError && (
        <p className="pdf-viewer__error" role="alert">
          {openError}
        </p>
      )}
      <Suspense
        fallback={
          <div className="pdf-viewer pdf-viewer--loading" role="status">
            <span>Loading PDF...</span>
          </div>
        }
      >
        <PdfViewer content={pdf} label={title} onUnreadable={onUnreadable} />
      </Suspense>
    </>
  );
}

/** One collapsible card per document (SPEC §2). */
export function DocumentCardView({
  card,
  index,
  isOpen,
  isAnnuity,
  handheld,
  content,
  onToggle,
}: DocumentCardViewProps) {
  const document = useSelector(card, (s) => s.context.document);
  const kind = useSelector(card, (s) => s.context.kind);
  const error = useSelector(card, (s) => s.context.error);
  const failure = useSelector(card, (s) => s.context.failure);
  const icon = useSelector(
    card,
    (s): Icon => (s.hasTag('busy') ? 'processing' : s.hasTag('complete') ? 'complete' : 'required'),
  );
  const canReview = useSelector(card, (s) => s.can({ type: 'document.review' }));
  const unreadable = useSelector(card, (s) => s.context.unreadable);
  const reportUnreadable = useCallback(
    (value: boolean) => card.send({ type: 'document.display', unreadable: value }),
    [card],
  );
  const title = documentDisplayName(document.documentType, isAnnuity);
  const note = previousDecisionNote(document);
  const bodyId = `document-${document.documentId}`;
  const headingId = `${bodyId}-title`;

  return (
    <article className={`document-card${isOpen ? ' document-card--open' : ''}`} aria-label={title}>
      <h2 className="document-card__heading" id={headingId}>
        <button
          type="button"
          className="document-card__toggle"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className="document-card__chevron" aria-hidden="true">
            {isOpen ? '▾' : '▸'}
          </span>
          <span className="document-card__title">{title}</span>
          <ReviewIcon icon={icon} />
        </button>
      </h2>
      {isOpen && (
        <div className="document-card__body" id={bodyId}>
          {note && (
            <p className="document-card__note">
              <span aria-hidden="true">⚠</span> <span>{note}</span>
            </p>
          )}
          <DocumentBody
            content={content}
            title={title}
            handheld={handheld}
            index={index}
            onUnreadable={reportUnreadable}
          />
          {unreadable && content.status !== 'down' && (
            <p className="notice notice--warning">{UNREADABLE_DOCUMENT}</p>
          )}
          <DecisionControls card={card} />
          {kind === 'reviewOnly' && canReview && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => card.send({ type: 'document.review' })}
            >
              {handheld ? "I've reviewed it!" : 'Next'}
            </button>
          )}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          {failure && (
            <p className="form-error" role="alert">
              {failure}
            </p>
          )}
        </div>
      )}
    </article>
  );
}
