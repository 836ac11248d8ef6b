import { useState } from 'react';
import { useSendCustomerPasswordResetMutation } from '@/admin/__generated__/graphql.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { faultMessage } from '@/lib/form-errors.ts';

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
  const [send, { loading }] = useSendCustomerPasswordResetMutation();
  const [problem, setProblem] = useState<string>();

  const close = () => {
    setProblem(undefined);
    onClose();
  };
  const confirm = async () => {
    setProblem(undefined);
    try {
      const { data } = await send({ variables: { email } });
      const payload = data?.sendCustomerPasswordReset;
      if (!payload?.ok) return setProblem(payload?.errors[0]?.message ?? FAILED);
      onSent(payload.message ?? `A password-reset link is on its way to ${email}.`);
    } catch (error) {
      console.error('Sending a reset link failed:', error);
      setProblem(faultMessage(error, FAILED));
    }
  };

  return (
    <Dialog open={open} onClose={close} label="Send password-reset link">
      {open && (
        <div className="admin-confirm">
          <h2>Send {name} a password-reset link?</h2>
          <p>
            {email} gets an e-mail with a link to choose a new password, valid for one hour. Their password stays as it
            is until they use it.
          </p>
          {problem && (
            <p role="alert" className="form__alert message--error">
              {problem}
            </p>
          )}
          <div className="form__actions">
            <button type="button" className="button" disabled={loading} onClick={confirm}>
              {loading ? 'Sending…' : 'Send the link'}
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
