import { useRemoveNewsletterSubscriberMutation } from '@/admin/__generated__/graphql.ts';
import { ConfirmDialog } from '@/admin/components/confirm-dialog.tsx';

const FAILED = 'The address could not be removed. Please try again.';

interface RemoveSubscriberDialogProps {
  /** The address to take off the list; the dialog is open while there is one. */
  email: string | null;
  onClose: () => void;
  onRemoved: (message: string) => void;
}

/** The confirm step before taking an address off the newsletter list (it is forgotten, not kept aside). */
export function RemoveSubscriberDialog({ email, onClose, onRemoved }: RemoveSubscriberDialogProps) {
  const [remove] = useRemoveNewsletterSubscriberMutation({
    refetchQueries: ['NewsletterPage'],
    awaitRefetchQueries: true,
  });
  const confirm = async () => {
    if (!email) return;
    const { data } = await remove({ variables: { email } });
    const payload = data?.removeNewsletterSubscriber;
    if (!payload?.ok) return payload?.errors[0]?.message ?? FAILED;
    onRemoved(`${email} is off the newsletter list.`);
  };
  return (
    <ConfirmDialog
      open={email !== null}
      label="Remove subscriber"
      title={`Remove ${email}?`}
      confirmLabel="Remove address"
      busyLabel="Removing…"
      danger
      failed={FAILED}
      onConfirm={confirm}
      onClose={onClose}
    >
      The address is taken off the newsletter list and forgotten. They can subscribe again in the shop.
    </ConfirmDialog>
  );
}
