import { useId } from 'react';
import { SPEC_TEXTS } from '../domain/failureTexts.ts';
import { useTexts } from '../i18n/useTexts.ts';
import { FRAME_TEXTS } from './messages.ts';
import { shellNotices, useShellNotices } from './notices.ts';
import { useShellText } from './shellText.ts';
import { useModalDialog } from './useModalDialog.ts';

/** The global error modal of SPEC §1, as a real modal dialog: focus moves in, Escape and Close dismiss it. */
export function ErrorModal() {
  const { errorMessage } = useShellNotices();
  const dialog = useModalDialog(Boolean(errorMessage));
  const titleId = useId();
  const t = useTexts(FRAME_TEXTS);
  const spec = useTexts(SPEC_TEXTS);
  const write = useShellText();
  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      onClose={() => shellNotices.closeError()}
    >
      <h2 id={titleId} className="modal__title">
        {spec.errorModalTitle}
      </h2>
      <p className="modal__body">{errorMessage && write(errorMessage)}</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={() => shellNotices.closeError()}>
          {t.close}
        </button>
      </div>
    </dialog>
  );
}
