import { useTexts } from '../../i18n/useTexts.ts';
import { COMMENT_TEXTS } from './messages.ts';

/** A comment dialog's two buttons: Close, and the submit that says it is working while busy. */
export function ModalActions({
  onClose,
  busy,
  idle,
  working,
  holdSubmit = false,
}: {
  onClose: () => void;
  busy: boolean;
  idle: string;
  working: string;
  /** The submit waits (something it sends is still being prepared); Close stays. */
  holdSubmit?: boolean;
}) {
  const t = useTexts(COMMENT_TEXTS);
  return (
    <div className="comment-modal__actions">
      <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
        {t.close}
      </button>
      <button type="submit" className="button button--primary" disabled={busy || holdSubmit}>
        {busy ? working : idle}
      </button>
    </div>
  );
}
