import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { selectReviewIcon } from '../../../machines/documentCard.ts';
import type { DocumentCardRef, DocumentContent } from '../../../machines/documentReview.ts';
import { DocumentFingerprint } from '../../components/documents/index.ts';
import type { MarksChange } from '../../components/pdf-viewer/index.ts';
import {
  documentDisplayName,
  documentFileName,
  previousDecisionNote,
} from '../../domain/documents/documents.ts';
import { DOCUMENT_TEXTS } from '../../domain/documents/documentTexts.ts';
import { INTL_LOCALE } from '../../i18n/locale.ts';
import { useLocale, useSay, useTexts } from '../../i18n/useTexts.ts';
import { DecisionControls } from './controls/DecisionControls.tsx';
import { DocumentBody } from './DocumentBody.tsx';
import { REVIEW_TEXTS } from './messages.ts';
import { ReviewIcon } from './ReviewIcon.tsx';

interface DocumentCardViewProps {
  card: DocumentCardRef;
  index: number;
  isOpen: boolean;
  isAnnuity: boolean;
  /** Leads the name a phone saves the file under (decision 362). */
  policyNumber: string;
  handheld: boolean;
  content: DocumentContent;
  onToggle: () => void;
  onMarksChange?: MarksChange;
}

/** One collapsible card per document (SPEC §2). */
export function DocumentCardView({
  card,
  index,
  isOpen,
  isAnnuity,
  policyNumber,
  handheld,
  content,
  onToggle,
  onMarksChange,
}: DocumentCardViewProps) {
  const document = useSelector(card, (s) => s.context.document);
  const kind = useSelector(card, (s) => s.context.kind);
  const failure = useSelector(card, (s) => s.context.failure);
  const icon = useSelector(card, selectReviewIcon);
  const canReview = useSelector(card, (s) => s.can({ type: 'document.review' }));
  const unreadable = useSelector(card, (s) => s.context.unreadable);
  const reportUnreadable = useCallback(
    (value: boolean) => card.send({ type: 'document.display', unreadable: value }),
    [card],
  );
  const t = useTexts(REVIEW_TEXTS);
  const texts = useTexts(DOCUMENT_TEXTS);
  const say = useSay();
  const intl = INTL_LOCALE[useLocale()];
  const title = documentDisplayName(document.documentType, isAnnuity, texts);
  const note = previousDecisionNote(document, undefined, texts, intl);
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
            fileName={`${policyNumber ? `${policyNumber} ` : ''}${documentFileName(document.documentType, isAnnuity, index, texts)}`}
            onUnreadable={reportUnreadable}
            unreadable={unreadable}
            onMarksChange={onMarksChange}
          />
          <DecisionControls card={card} />
          {kind === 'reviewOnly' && canReview && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => card.send({ type: 'document.review' })}
            >
              {handheld ? t.reviewedIt : t.next}
            </button>
          )}
          {failure && (
            <p className="form-error" role="alert">
              {say(failure)}
            </p>
          )}
          {/* After the actions: the details line arrives with the document and must not move Next (decision 430). */}
          <DocumentFingerprint fingerprint={content.status === 'shown' ? content.fingerprint : undefined} />
        </div>
      )}
    </article>
  );
}
