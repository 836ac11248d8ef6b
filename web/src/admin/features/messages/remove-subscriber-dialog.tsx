import { useState } from 'react';
import { useRemoveNewsletterSubscriberMutation } from '@/admin/__generated__/graphql.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { faultMessage } from '@/lib/form-errors.ts';

const FAILED = 'The address could not be removed. Please try again.';

interface RemoveSubscriberDialogProps {
  /** The address to take off the list; the dialog is open while there is one. */
  email: string | null;
  onClose: () => void;
  onRemoved: (message: string) => void;
}

/** The confirm step before taking an address off the newsletter list (it is forgotten, not kept aside). */
export function RemoveSubscriberDialog({ email, onClose, onRemoved }: RemoveSubscriberDialogProps) {
  const [remove, { loading }] = useRemoveNewsletterSubscriberMutation({
    refetchQueries: ['NewsletterPage'],
    awaitRefetchQueries: true,
  });
  const [problem, setProblem] = useState<string>();

  const close = () => {
    setProblem(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!email) return;
    setProblem(undefined);
    try {
      const { data } = await remove({ variables: { email } });
      const payload = data?.removeNewsletterSubscriber;
      if (!payload?.ok) return setProblem(payload?.errors[0]?.message ?? FAILED);
      onRemoved(`${email} is off the newsletter list.`);
    } catch (error) {
      console.error('Removing a subscriber failed:', error);
      setProblem(faultMessage(error, FAILED));
    }
  };

  return (
    <Dialog open={email !== null} onClose={close} label="Remove subscriber">
      {email && (
        <div className="admin-confirm">
          <h2>Remove {email}?</h2>
          <p>The address is taken off the newsletter list and forgotten. They can subscribe again in the shop.</p>
          {problem && (
            <p role="alert" className="form__alert message--error">
              {problem}
            </p>
          )}
          <div className="form__actions">
            <button type="button" className="button admin-confirm__danger" disabled={loading} onClick={confirm}>
              {loading ? 'Removing…' : 'Remove address'}
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
