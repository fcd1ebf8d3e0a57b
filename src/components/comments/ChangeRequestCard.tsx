import type { CommentModalRef } from './CommentModal.tsx';

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
  return (
    <section className="change-request-card" aria-label="Questions and changes">
      <p>Something not right, or a question about your policy?</p>
      <div className="change-request-card__links">
        {allowChanges && (
          <button
            type="button"
            className="button button--link"
            onClick={() => modal.send({ type: 'comment.open', kind: 'change' })}
          >
            Changes needed
          </button>
        )}
        {allowQuestions && (
          <button
            type="button"
            className="button button--link"
            onClick={() => modal.send({ type: 'comment.open', kind: 'question' })}
          >
            Email your questions
          </button>
        )}
        <button type="button" className="button button--link" aria-expanded={historyOpen} onClick={onHistory}>
          Change History
        </button>
      </div>
    </section>
  );
}
