import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n.tsx';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  /** 'modal' is centred; 'left' and 'right' slide in from that side; 'bottom' is the compare bar. */
  placement?: 'modal' | 'left' | 'right' | 'bottom';
  /**
   * false: a bar beside the page (the compare bar), not over it: the page stays usable and focus stays where
   * the shopper is; Escape still closes it.
   */
  modal?: boolean;
  children: ReactNode;
}

/** Focus goes back to an element only while it is still on the page (a navigation may have replaced it). */
function restoreFocus(element: Element | null) {
  if (element instanceof HTMLElement && element.isConnected) element.focus({ preventScroll: true });
}

/**
 * A dialog on the native <dialog> element. Modal (the default): focus moves into it when it opens and back to
 * where it was when it closes (or unmounts), Escape and a click on the backdrop close it, the page behind is inert.
 */
export function Dialog({ open, onClose, label, placement = 'modal', modal = true, children }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const before = document.activeElement;
    if (!dialog.open) {
      if (modal) dialog.showModal();
      else {
        dialog.show();
        restoreFocus(before);
      }
    }
    return () => {
      // Closing or unmounting: a panel host removes the dialog without closing it, which would drop focus.
      const focusLost = dialog.contains(document.activeElement) || document.activeElement === document.body;
      if (dialog.open) dialog.close();
      if (modal || focusLost) restoreFocus(before);
    };
  }, [open, modal]);

  // A non-modal dialog hears no cancel event: Escape anywhere on the page closes it, as it would a modal one.
  useEffect(() => {
    if (modal || !open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [modal, open, onClose]);

  return (
    <dialog
      ref={ref}
      aria-label={label}
      className={`dialog dialog--${placement}${modal ? '' : ' dialog--non-modal'}`}
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
          <button type="button" className="dialog__close" aria-label={t('dialog.close')} onClick={onClose}>
            ×
          </button>
          {children}
        </div>
      )}
    </dialog>
  );
}
