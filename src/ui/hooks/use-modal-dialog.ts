import { useEffect, useRef, type RefObject } from 'react';

/**
 * A native <dialog> shown as modal while `open` holds: the browser then traps focus, answers Escape
 * and makes the rest of the page inert, which a hand-made overlay would have to redo.
 */
export function useModalDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return dialogRef;
}
