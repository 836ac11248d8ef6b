import { useEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  /** 'modal' is centred; 'left' and 'right' slide in from that side; 'bottom' is the compare bar. */
  placement?: 'modal' | 'left' | 'right' | 'bottom';
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog> element: focus moves into it when it opens and back to where it
 * was when it closes, Escape and a click on the backdrop close it, the page behind is inert.
 */
export function Dialog({ open, onClose, label, placement = 'modal', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-label={label}
      className={`dialog dialog--${placement}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="dialog__body">
          <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
            ×
          </button>
          {children}
        </div>
      )}
    </dialog>
  );
}
