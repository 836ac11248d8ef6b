import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog.tsx';
import { faultMessage } from '@/lib/form-errors.ts';

interface DeleteContentDialogProps {
  /** Names the dialog ("Delete banner"). */
  label: string;
  /** What is about to go ("the banner “Built for the track”"); the dialog is open while there is one. */
  what: string | null;
  /** Deletes it: a refusal's text, or nothing when done. */
  onConfirm: () => Promise<string | undefined>;
  onClose: () => void;
}

const FAILED = 'It could not be deleted. Please try again.';

/** The confirm step before deleting a banner or a testimonial from the home page. */
export function DeleteContentDialog({ label, what, onConfirm, onClose }: DeleteContentDialogProps) {
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
      else close();
    } catch (error) {
      console.error(`${label} failed:`, error);
      setProblem(faultMessage(error, FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={what !== null} onClose={close} label={label}>
      {what && (
        <div className="admin-confirm">
          <h2>Delete {what}?</h2>
          <p>It disappears from the home page at once.</p>
          {problem && (
            <p role="alert" className="form__alert message--error">
              {problem}
            </p>
          )}
          <div className="form__actions">
            <button type="button" className="button admin-confirm__danger" disabled={busy} onClick={confirm}>
              {busy ? 'Deleting…' : label}
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
