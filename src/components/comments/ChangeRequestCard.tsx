import { useTexts } from '../../i18n/useTexts.ts';
import type { CommentModalRef } from './CommentModal.tsx';
import { COMMENT_TEXTS } from './messages.ts';

interface ChangeRequestCardProps {
  modal: CommentModalRef;
  /** 'Changes needed' shows only when the case allows it. */
  allowChanges: boolean;
  /** 'Email your questions' is hidden for agents. */
  allowQuestions: boolean;
  onHistory: () => void;
  historyOpen: boolean;
}

export function ChangeRequestCard({
  modal,
  allowChanges,
  allowQuestions,
  onHistory,
  historyOpen,
}: ChangeRequestCardProps) {
  const t = useTexts(COMMENT_TEXTS);
  return (
    <section className="change-request-card" aria-label={t.cardLabel}>
      <p>{t.cardLead}</p>
      <div className="change-request-card__links">
        {allowChanges && (
          <button
            type="button"
            className="button button--link"
            onClick={() => modal.send({ type: 'comment.open', kind: 'change' })}
          >
            {t.changesNeeded}
          </button>
        )}
        {allowQuestions && (
          <button
            type="button"
            className="button button--link"
            onClick={() => modal.send({ type: 'comment.open', kind: 'question' })}
          >
            {t.emailQuestions}
          </button>
        )}
        <button type="button" className="button button--link" aria-expanded={historyOpen} onClick={onHistory}>
          {t.changeHistory}
        </button>
      </div>
    </section>
  );
}
