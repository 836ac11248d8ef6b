import { useRemoveStaffMutation, type StaffTable_MemberFragment } from '@/admin/__generated__/graphql.ts';
import { ConfirmDialog } from '@/admin/components/confirm-dialog.tsx';

const FAILED = 'The member could not be removed. Please try again.';

interface RemoveStaffDialogProps {
  /** The member to remove; the dialog is open while there is one. */
  member: StaffTable_MemberFragment | null;
  onClose: () => void;
  onRemoved: (message: string) => void;
}

/** The confirm step before removing a member: removing ends their sessions at once. */
export function RemoveStaffDialog({ member, onClose, onRemoved }: RemoveStaffDialogProps) {
  const [remove] = useRemoveStaffMutation({ refetchQueries: ['StaffPage'], awaitRefetchQueries: true });
  const confirm = async () => {
    if (!member) return;
    const { data } = await remove({ variables: { email: member.email } });
    const payload = data?.removeStaff;
    if (!payload?.ok) return payload?.errors[0]?.message ?? FAILED;
    onRemoved(payload.message ?? `${member.email} can no longer sign in.`);
  };
  return (
    <ConfirmDialog
      open={member !== null}
      label="Remove member"
      title={`Remove ${member?.name}?`}
      confirmLabel={`Remove ${member?.name}`}
      busyLabel="Removing…"
      danger
      failed={FAILED}
      onConfirm={confirm}
      onClose={onClose}
    >
      {member?.pending
        ? `The invitation to ${member.email} stops working.`
        : `${member?.email} is signed out at once and can no longer sign in.`}
    </ConfirmDialog>
  );
}
