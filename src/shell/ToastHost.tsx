import { useEffect } from 'react';
import toast, { ToastBar, Toaster, useToasterStore } from 'react-hot-toast';

/**
 * Top centre, one toast at a time (the newest), no timeout unless a screen passes its own duration.
 * Every toast has a Close button (SPEC §8 gives 'Case not found!' one), a real button the keyboard reaches.
 */
export function ToastHost() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const visible = toasts.filter((t) => t.visible);
    for (const older of visible.slice(1)) toast.dismiss(older.id);
  }, [toasts]);
  return (
    <Toaster position="top-center" toastOptions={{ duration: Number.POSITIVE_INFINITY }}>
      {(t) => (
        <ToastBar toast={t}>
          {({ icon, message }) => (
            <>
              {icon}
              {message}
              <button type="button" className="toast__close" onClick={() => toast.dismiss(t.id)}>
                Close
              </button>
            </>
          )}
        </ToastBar>
      )}
    </Toaster>
  );
}
