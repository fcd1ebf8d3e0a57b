import type { ReviewIcon as Icon } from '../../domain/documents.ts';

/** SPEC §2 review icon: spinner, green check, orange exclamation (the Next button sits in the card). */
export function ReviewIcon({ icon }: { icon: Icon }) {
  switch (icon) {
    case 'processing':
      return <span className="review-icon review-icon--busy" role="img" aria-label="Processing" />;
    case 'complete':
      return (
        <span className="review-icon review-icon--done" role="img" aria-label="Reviewed">
          ✓
        </span>
      );
    default:
      return (
        <span className="review-icon review-icon--required" role="img" aria-label="Review required">
          !
        </span>
      );
  }
}
