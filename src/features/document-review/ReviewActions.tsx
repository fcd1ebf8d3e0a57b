import { useSelector } from '@xstate/react';
import {
  selectReleaseLabel,
  selectShowsBypass,
  selectShowsContinue,
} from '../../../machines/documentReview.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { REVIEW_TEXTS } from './messages.ts';
import type { ReviewRef } from './ReviewDocuments.tsx';

/** The agent's release and bypass (SPEC §4) and the Owner's Continue (SPEC §2). */
export function ReviewActions({ review }: { review: ReviewRef }) {
  const continuing = useSelector(review, (s) => s.hasTag('busy'));
  const continues = useSelector(review, selectShowsContinue);
  const releaseLabel = useSelector(review, selectReleaseLabel);
  const showsBypass = useSelector(review, selectShowsBypass);
  const t = useTexts(REVIEW_TEXTS);
  return (
    <>
      {(releaseLabel || showsBypass) && (
        <div className="document-review__actions">
          {releaseLabel && (
            <button
              type="button"
              className="button button--primary"
              disabled={continuing}
              data-next-step
              onClick={() => review.send({ type: 'review.release' })}
            >
              {releaseLabel}
            </button>
          )}
          {showsBypass && (
            <button
              type="button"
              className="button button--secondary"
              disabled={continuing}
              onClick={() => review.send({ type: 'review.bypass' })}
            >
              {t.bypass}
            </button>
          )}
        </div>
      )}
      {continues && (
        <div className="document-review__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={continuing}
            data-next-step
            onClick={() => review.send({ type: 'review.continue' })}
          >
            {t.continue}
          </button>
        </div>
      )}
    </>
  );
}
