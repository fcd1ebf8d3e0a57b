import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { commentModalMachine } from '../../../machines/commentModal.ts';
import { useModalDialog } from '../../shell/useModalDialog.ts';
import { ModalActions } from './ModalActions.tsx';

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
  const dialogRef = useModalDialog(shown);
  const titleId = useId();
  const textId = useId();
  const errorId = useId();

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
          <ModalActions
            onClose={() => modal.send({ type: 'comment.close' })}
            busy={busy}
            idle="Submit"
            working="Submitting…"
          />
        </form>
      )}
    </dialog>
  );
}
