import { ConfirmDialog } from '@/admin/components/confirm-dialog.tsx';

interface DeleteContentDialogProps {
  /** Names the dialog ("Delete banner"). */
  label: string;
  /** What is about to go ("the banner “Built for the track”"); the dialog is open while there is one. */
  what: string | null;
  /** Deletes it: a refusal's text, or nothing when done. */
  onConfirm: () => Promise<string | undefined>;
  onClose: () => void;
}

/** The confirm step before deleting a banner or a testimonial from the home page. */
export function DeleteContentDialog({ label, what, onConfirm, onClose }: DeleteContentDialogProps) {
  const confirm = async () => {
    const refusal = await onConfirm();
    if (!refusal) onClose();
    return refusal;
  };
  return (
    <ConfirmDialog
      open={what !== null}
      label={label}
      title={`Delete ${what}?`}
      confirmLabel={label}
      busyLabel="Deleting…"
      danger
      failed="It could not be deleted. Please try again."
      onConfirm={confirm}
      onClose={onClose}
    >
      It disappears from the home page at once.
    </ConfirmDialog>
  );
}
