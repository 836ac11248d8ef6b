import { useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import { faultMessage } from '@/lib/form-errors.ts';

interface ConfirmDialogProps {
  open: boolean;
  /** Names the dialog for assistive technology ("Delete photo"). */
  label: string;
  /** The question ("Delete the front photo of Black?"). */
  title: ReactNode;
  /** What happens when it is confirmed. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's words while it works ("Deleting…"). */
  busyLabel: string;
  /** A destructive step wears the critical colour. */
  danger?: boolean;
  /** Shown when the request fails without a message of its own. */
  failed: string;
  /** Does the work: a refusal's text, or nothing when done. */
  onConfirm: () => Promise<string | undefined>;
  onClose: () => void;
}

/** The confirm step before an action that cannot be undone from the same screen; a refusal shows in it. */
export function ConfirmDialog({
  open,
  label,
  title,
  children,
  confirmLabel,
  busyLabel,
  danger,
  failed,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const close = () => {
    setProblem(undefined);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const refusal = await onConfirm();
      if (refusal) setProblem(refusal);
    } catch (error) {
      console.error(`${label} failed:`, error);
      setProblem(faultMessage(error, failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} label={label}>
      {open && (
        <div className="admin-confirm">
          <h2>{title}</h2>
          <p>{children}</p>
          {problem && (
            <p role="alert" className="form__alert message--error">
              {problem}
            </p>
          )}
          <div className="form__actions">
            <button
              type="button"
              className={danger ? 'button admin-confirm__danger' : 'button'}
              disabled={busy}
              onClick={confirm}
            >
              {busy ? busyLabel : confirmLabel}
            </button>
            <button type="button" className="button button--outline" onClick={close}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
