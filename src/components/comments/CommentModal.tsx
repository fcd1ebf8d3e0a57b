import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { commentModalMachine } from '../../../machines/commentModal.ts';
import { useModalDialog } from '../../shell/useModalDialog.ts';
import { MarkedPagesOffer } from './MarkedPagesOffer.tsx';
import { ModalActions } from './ModalActions.tsx';
import { en } from './messages.ts';

export type CommentModalRef = ActorRefFrom<typeof commentModalMachine>;

/** SPEC §4 comment modal: a real dialog, 740 px wide. */
export function CommentModal({ modal }: { modal: CommentModalRef }) {
  const shown = useSelector(modal, (s) => !s.matches('hidden'));
  const kind = useSelector(modal, (s) => s.context.kind);
  const text = useSelector(modal, (s) => s.context.text);
  const error = useSelector(modal, (s) => s.context.error);
  const busy = useSelector(modal, (s) => s.hasTag('busy'));
  const preparing = useSelector(modal, (s) => s.hasTag('preparing'));
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
          <h2 id={titleId}>{en.titles[kind]}</h2>
          <label htmlFor={textId}>{en.labels[kind]}</label>
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
          <MarkedPagesOffer modal={modal} busy={busy} />
          <ModalActions
            onClose={() => modal.send({ type: 'comment.close' })}
            busy={busy}
            holdSubmit={preparing}
            idle={en.submit}
            working={en.submitting}
          />
        </form>
      )}
    </dialog>
  );
}
