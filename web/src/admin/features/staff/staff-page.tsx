import { useState } from 'react';
import { useStaffPageQuery, type StaffTable_MemberFragment } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { OwnerOnly, OwnerOnlyNotice } from '@/admin/components/owner-only.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { useSignedInMember } from '@/admin/lib/signed-in-member.ts';
import { FormNote } from '@/components/ui/form-shell.tsx';
import { faultCode } from '@/lib/form-errors.ts';
import { InviteForm } from './invite-form.tsx';
import { RemoveStaffDialog } from './remove-staff-dialog.tsx';
import { OWNER_ONLY, StaffSections } from './staff-sections.tsx';
import { StaffTable } from './staff-table.tsx';

/** /admin/staff: the owner's team, the invitations still open, and the form to invite someone. */
export function StaffPage() {
  return (
    <AdminPage title="Staff">
      <StaffSections />
      <OwnerOnly message={OWNER_ONLY}>
        <Team />
      </OwnerOnly>
    </AdminPage>
  );
}

function Team() {
  const you = useSignedInMember().email;
  const { data, error, refetch } = useStaffPageQuery({ fetchPolicy: 'cache-and-network' });
  const [notice, setNotice] = useState<string>();
  const [removing, setRemoving] = useState<StaffTable_MemberFragment | null>(null);

  if (faultCode(error) === 'FORBIDDEN') return <OwnerOnlyNotice message={OWNER_ONLY} />;
  if (!data) {
    if (error) return <QueryProblem what="The team" onRetry={refetch} />;
    return <p role="status">Loading the team…</p>;
  }
  const members = data.staffMembers.filter((member) => !member.pending);
  const invited = data.staffMembers.filter((member) => member.pending);

  return (
    <>
      <FormNote message={notice} />
      <section aria-labelledby="staff-team">
        <h2 id="staff-team">Team</h2>
        <StaffTable labelledBy="staff-team" members={members} you={you} onRemove={setRemoving} />
      </section>
      <section aria-labelledby="staff-invited">
        <h2 id="staff-invited">Pending invitations</h2>
        {invited.length > 0 ? (
          <StaffTable labelledBy="staff-invited" members={invited} you={you} onRemove={setRemoving} />
        ) : (
          <p>No invitation is waiting to be accepted.</p>
        )}
      </section>
      <section aria-labelledby="staff-invite" className="staff-invite-panel">
        <h2 id="staff-invite">Invite a member</h2>
        <InviteForm onInvited={setNotice} />
      </section>
      <RemoveStaffDialog
        member={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(message) => {
          setRemoving(null);
          setNotice(message);
        }}
      />
    </>
  );
}
