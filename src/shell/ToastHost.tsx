import { useEffect } from 'react';
import toast, { resolveValue, useToaster } from 'react-hot-toast/headless';
import { useTexts } from '../i18n/useTexts.ts';
import { FRAME_TEXTS } from './messages.ts';
import { useShellText } from './shellText.ts';
import { toastText } from './toasts.ts';
import './toast.css';

// The screen the toasts were raised on. Kept beside the one host rather than in it: the frame is drawn
// anew when the router takes over from the login screen (decision 240), and the host with it.
let shownOn: string | null = null;

/**
 * Our own toast markup over react-hot-toast's headless store: its styled components inject a
 * `<style>` the Content-Security-Policy (style-src 'self') blocks, so the look is ./toast.css.
 * One toast at a time (the newest), in the flow under the header (decision 422), each with a Close
 * button the keyboard reaches;
 * an error is about the screen it was raised on and goes when that screen is left.
 */
export function ToastHost({ pathname }: { pathname: string }) {
  const { toasts, handlers } = useToaster();
  const t = useTexts(FRAME_TEXTS);
  const write = useShellText();

  useEffect(() => {
    const visible = toasts.filter((t) => t.visible);
    for (const older of visible.slice(1)) toast.dismiss(older.id);
  }, [toasts]);

  useEffect(() => {
    const left = shownOn !== null && shownOn !== pathname;
    shownOn = pathname;
    if (!left) return;
    for (const t of toasts) if (t.type === 'error') toast.dismiss(t.id);
  }, [pathname, toasts]);

  const current = toasts.find((t) => t.visible);
  return (
    <section
      className="toast-stack"
      aria-label={t.notifications}
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {current && (
        <div
          key={current.id}
          className={`toast toast--${current.type === 'error' ? 'error' : 'success'}`}
          role={current.ariaProps.role}
          aria-live={current.ariaProps['aria-live']}
        >
          <span className="toast__icon" aria-hidden="true" />
          <span className="toast__message">
            {write(toastText(current.id) ?? String(resolveValue(current.message, current) ?? ''))}
          </span>
          <button type="button" className="toast__close" onClick={() => toast.dismiss(current.id)}>
            {t.close}
          </button>
        </div>
      )}
    </section>
  );
}
