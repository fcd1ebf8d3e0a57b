import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type DocumentCardRef,
  type documentReviewMachine,
  sameDocumentContent,
  selectDocumentContent,
} from '../../../machines/documentReview.ts';
import type { MarksChange } from '../../components/pdf-viewer/index.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { landOn, pageHeading } from '../../shell/landing.ts';
import { DocumentCardView } from './DocumentCardView.tsx';
import { REVIEW_TEXTS } from './messages.ts';
import { usePreparedFirstDocument } from './usePreparedFirstDocument.ts';

export type ReviewRef = ActorRefFrom<typeof documentReviewMachine>;

interface ReviewDocumentsProps {
  review: ReviewRef;
  isAnnuity: boolean;
  handheld: boolean;
  /** Where marking up is on (the customer's review): each document's marks as they change. */
  onMarksChange?: (documentId: string, ...change: Parameters<MarksChange>) => void;
}

/** The document cards (SPEC §2), with word when the document service is down. */
export function ReviewDocuments({ review, isAnnuity, handheld, onMarksChange }: ReviewDocumentsProps) {
  const cards = useSelector(review, (s) => s.context.cards);
  useArrival(review);
  usePreparedFirstDocument(review, handheld);
  const openId = useSelector(review, (s) => s.context.openDocumentId);
  const policyNumber = useSelector(review, (s) => s.context.case?.policyNumber ?? '');
  const down = useSelector(review, (s) => s.matches({ ready: { content: 'down' } }));
  const t = useTexts(REVIEW_TEXTS);
  return (
    <>
      {down && (
        <div className="notice notice--warning" role="status">
          {/* Not the shell's maintenance text: that one shows too when the whole service is down. */}
          <p>{t.documentsDown}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => review.send({ type: 'documents.retry' })}
          >
            {t.tryAgain}
          </button>
        </div>
      )}
      <div className="document-review__cards">
        {cards.map(({ documentId, ref }, index) => (
          <ReviewCard
            key={documentId}
            review={review}
            documentId={documentId}
            card={ref}
            index={index}
            isOpen={openId === documentId}
            isAnnuity={isAnnuity}
            policyNumber={policyNumber}
            handheld={handheld}
            onMarksChange={onMarksChange}
          />
        ))}
      </div>
    </>
  );
}

interface ReviewCardProps extends Omit<ReviewDocumentsProps, 'review'> {
  policyNumber: string;
  review: ReviewRef;
  documentId: string;
  card: DocumentCardRef;
  index: number;
  isOpen: boolean;
}

function ReviewCard({ review, documentId, onMarksChange, ...card }: ReviewCardProps) {
  const content = useSelector(review, (s) => selectDocumentContent(s, documentId), sameDocumentContent);
  const marksChange = useMemo<MarksChange | undefined>(
    () => onMarksChange && ((...change) => onMarksChange(documentId, ...change)),
    [onMarksChange, documentId],
  );
  return (
    <DocumentCardView
      {...card}
      onMarksChange={marksChange}
      content={content}
      onToggle={() => review.send({ type: 'review.toggle', documentId })}
    />
  );
}

/**
 * After a document the review opens the next one by itself: focus and view go to that card's heading,
 * or, with every document done, to the next step's button (decision 352). Once per step: a card opened
 * by hand already has focus.
 */
function useArrival(review: ReviewRef) {
  const count = useSelector(review, (s) => s.context.arrival.count);
  useEffect(() => {
    if (count === 0) return;
    const { documentId } = review.getSnapshot().context.arrival;
    const target = documentId
      ? document.getElementById(`document-${documentId}-title`)
      : document.querySelector('[data-next-step]');
    landOn(target ?? pageHeading());
  }, [count, review]);
}
