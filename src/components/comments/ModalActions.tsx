/** A comment dialog's two buttons: Close, and the submit that says it is working while busy. */
export function ModalActions({
  onClose,
  busy,
  idle,
  working,
}: {
  onClose: () => void;
  busy: boolean;
  idle: string;
  working: string;
}) {
  return (
    <div className="comment-modal__actions">
      <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
        Close
      </button>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? working : idle}
      </button>
    </div>
  );
}
