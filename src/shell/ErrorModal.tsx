import { useId } from 'react';
import { shellNotices, useShellNotices } from './notices.ts';
import { useModalDialog } from './useModalDialog.ts';

/** The global error modal of SPEC §1, as a real modal dialog: focus moves in, Escape and Close dismiss it. */
export function ErrorModal() {
  const { errorMessage } = useShellNotices();
  const dialog = useModalDialog(Boolean(errorMessage));
  const titleId = useId();
  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      onClose={() => shellNotices.closeError()}
    >
      <h2 id={titleId} className="modal__title">
        Uh oh....
      </h2>
      <p className="modal__body">{errorMessage}</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={() => shellNotices.closeError()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
