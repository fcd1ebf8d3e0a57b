import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** Top centre, one toast at a time (the newest), no timeout unless a screen passes its own duration. */
export function ToastHost() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const visible = toasts.filter((t) => t.visible);
    for (const older of visible.slice(1)) toast.dismiss(older.id);
  }, [toasts]);
  return <Toaster position="top-center" toastOptions={{ duration: Number.POSITIVE_INFINITY }} />;
}
