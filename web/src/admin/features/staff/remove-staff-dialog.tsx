import { useState } from 'react';
import { useRemoveStaffMutation, type StaffTable_MemberFragment } from '@/admin/__generated__/graphql.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { faultMessage } from '@/lib/form-errors.ts';

const FAILED = 'The member could not be removed. Please try again.';

interface RemoveStaffDialogProps {
  /** The member to remove; the dialog is open while there is one. */
  member: StaffTable_MemberFragment | null;
  onClose: () => void;
  onRemoved: (message: string) => void;
}

/** The confirm step before removing a member: removing ends their sessions at once. */
export function RemoveStaffDialog({ member, onClose, onRemoved }: RemoveStaffDialogProps) {
  const [remove, { loading }] = useRemoveStaffMutation({ refetchQueries: ['StaffPage'], awaitRefetchQueries: true });
  const [problem, setProblem] = useState<string>();

  const close = () => {
    setProblem(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!member) return;
    setProblem(undefined);
    try {
      const { data } = await remove({ variables: { email: member.email } });
      const payload = data?.removeStaff;
      if (!payload?.ok) return setProblem(payload?.errors[0]?.message ?? FAILED);
      onRemoved(payload.message ?? `${member.email} can no longer sign in.`);
    } catch (error) {
      console.error('Removing a member failed:', error);
      setProblem(faultMessage(error, FAILED));
    }
  };

  return (
    <Dialog open={member !== null} onClose={close} label="Remove member">
      {member && (
        <div className="staff-remove">
          <h2>Remove {member.name}?</h2>
          <p>
            {member.pending
              ? `The invitation to ${member.email} stops working.`
              : `${member.email} is signed out at once and can no longer sign in.`}
          </p>
          {problem && (
            <p role="alert" className="form__alert message--error">
              {problem}
            </p>
          )}
          <div className="form__actions">
            <button type="button" className="button staff-remove__confirm" disabled={loading} onClick={confirm}>
              {loading ? 'Removing…' : `Remove ${member.name}`}
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
