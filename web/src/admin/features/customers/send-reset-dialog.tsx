import { useSendCustomerPasswordResetMutation } from '@/admin/__generated__/graphql.ts';
import { ConfirmDialog } from '@/admin/components/confirm-dialog.tsx';

const FAILED = 'The link could not be sent. Please try again.';

interface SendResetDialogProps {
  open: boolean;
  email: string;
  name: string;
  onClose: () => void;
  onSent: (message: string) => void;
}

/** The confirm step before mailing a customer a password-reset link (valid for an hour). */
export function SendResetDialog({ open, email, name, onClose, onSent }: SendResetDialogProps) {
  const [send] = useSendCustomerPasswordResetMutation();
  const confirm = async () => {
    const { data } = await send({ variables: { email } });
    const payload = data?.sendCustomerPasswordReset;
    if (!payload?.ok) return payload?.errors[0]?.message ?? FAILED;
    onSent(payload.message ?? `A password-reset link is on its way to ${email}.`);
  };
  return (
    <ConfirmDialog
      open={open}
      label="Send password-reset link"
      title={`Send ${name} a password-reset link?`}
      confirmLabel="Send the link"
      busyLabel="Sending…"
      failed={FAILED}
      onConfirm={confirm}
      onClose={onClose}
    >
      {email} gets an e-mail with a link to choose a new password, valid for one hour. Their password stays as it is
      until they use it.
    </ConfirmDialog>
  );
}
