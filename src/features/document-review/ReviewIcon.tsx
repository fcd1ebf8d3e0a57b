import type { ReviewIcon as Icon } from '../../domain/documents/documents.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { REVIEW_TEXTS } from './messages.ts';

/** SPEC §2 review icon: spinner, green check, orange exclamation (the Next button sits in the card). */
export function ReviewIcon({ icon }: { icon: Icon }) {
  const t = useTexts(REVIEW_TEXTS);
  switch (icon) {
    case 'processing':
      return <span className="review-icon review-icon--busy" role="img" aria-label={t.processing} />;
    case 'complete':
      return (
        <span className="review-icon review-icon--done" role="img" aria-label={t.reviewed}>
          ✓
        </span>
      );
    default:
      return (
        <span className="review-icon review-icon--required" role="img" aria-label={t.reviewRequired}>
          !
        </span>
      );
  }
}
