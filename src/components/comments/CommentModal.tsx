import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { commentModalMachine } from '../../../machines/commentModal.ts';
import { useSay, useTexts } from '../../i18n/useTexts.ts';
import { useModalDialog } from '../../shell/useModalDialog.ts';
import { MarkedPagesOffer } from './MarkedPagesOffer.tsx';
import { ModalActions } from './ModalActions.tsx';
import { COMMENT_TEXTS } from './messages.ts';

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
  const t = useTexts(COMMENT_TEXTS);
  const say = useSay();

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
          <h2 id={titleId}>{t.titles[kind]}</h2>
          <label htmlFor={textId}>{t.labels[kind]}</label>
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
              {say(error)}
            </p>
          )}
          <MarkedPagesOffer modal={modal} busy={busy} />
          <ModalActions
            onClose={() => modal.send({ type: 'comment.close' })}
            busy={busy}
            holdSubmit={preparing}
            idle={t.submit}
            working={t.submitting}
          />
        </form>
      )}
    </dialog>
  );
}
