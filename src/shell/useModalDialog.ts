import { useEffect, useRef } from 'react';

/** Keeps a `<dialog>` shown as a modal while `open`, and closed otherwise. */
export function useModalDialog(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return dialogRef;
}
