import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { commentModalMachine } from '../../../machines/commentModal.ts';

export type CommentModalRef = ActorRefFrom<typeof commentModalMachine>;

const TITLES = { question: 'Email your questions', change: 'Changes needed' } as const;
const LABELS = { question: 'Your question', change: 'The change you need' } as const;

/** SPEC §4 comment modal: a real dialog, 740 px wide. */
export function CommentModal({ modal }: { modal: CommentModalRef }) {
  const shown = useSelector(modal, (s) => !s.matches('hidden'));
  const kind = useSelector(modal, (s) => s.context.kind);
  const text = useSelector(modal, (s) => s.context.text);
  const error = useSelector(modal, (s) => s.context.error);
  const busy = useSelector(modal, (s) => s.hasTag('busy'));
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const errorId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (shown && !dialog.open) dialog.showModal();
    if (!shown && dialog.open) dialog.close();
  }, [shown]);

  return (
    <dialog
      ref={dialogRef}
      className="comment-modal"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        modal.send({ type: 'comment.close' });
      }}
    >
      {shown && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            modal.send({ type: 'comment.submit' });
          }}
        >
          <h2 id={titleId}>{TITLES[kind]}</h2>
          <label htmlFor={textId}>{LABELS[kind]}</label>
          <textarea
            id={textId}
            rows={6}
            value={text}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => modal.send({ type: 'comment.edit', text: e.target.value })}
          />
          {error && (
            <p id={errorId} className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="comment-modal__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => modal.send({ type: 'comment.close' })}
              disabled={busy}
            >
              Close
            </button>
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Submitting…' : 'Submit'}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
