import { useId } from 'react';
import { AGENT_CONSEQUENCES, AGENT_MESSAGES } from '../../../domain/agent/agentCase.ts';
import { useModalDialog } from '../../../shell/useModalDialog.ts';

interface BypassConfirmProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Bypass skips every other approver, so it is confirmed in a dialog that says so. */
export function BypassConfirmDialog({ open, busy, onConfirm, onCancel }: BypassConfirmProps) {
  const dialogRef = useModalDialog(open);
  const ids = { title: useId(), consequence: useId() };
  return (
    <dialog
      ref={dialogRef}
      className="modal agent-change agent-change--confirm"
      aria-labelledby={ids.title}
      aria-describedby={ids.consequence}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <div className="agent-change__confirm">
          <h2 id={ids.title}>{AGENT_MESSAGES.confirmBypass}</h2>
          <p id={ids.consequence}>{AGENT_CONSEQUENCES.bypass}</p>
          <div className="comment-modal__actions">
            <button type="button" className="button button--secondary" onClick={onCancel} disabled={busy}>
              No
            </button>
            <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy}>
              {busy ? 'Submitting…' : 'Yes, bypass approval'}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
