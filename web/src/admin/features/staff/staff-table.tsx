import type { StaffTable_MemberFragment } from '@/admin/__generated__/graphql.ts';
import { ROLE_LABELS } from '@/admin/lib/signed-in-member.ts';

interface StaffTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  members: readonly StaffTable_MemberFragment[];
  /** The signed-in member, who cannot remove themselves. */
  you: string;
  onRemove: (member: StaffTable_MemberFragment) => void;
}

/** Members (or invitations) with their role; each but the signed-in member can be removed. */
export function StaffTable({ labelledBy, members, you, onRemove }: StaffTableProps) {
  return (
    <table className="admin-table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Role</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.email}>
            <td data-label="Name">{member.name}</td>
            <td data-label="Email">{member.email}</td>
            <td data-label="Role">{ROLE_LABELS[member.role]}</td>
            <td data-label="">
              {member.email === you ? (
                <span className="staff-table__you">You</span>
              ) : (
                <button
                  type="button"
                  className="button button--outline staff-table__remove"
                  onClick={() => onRemove(member)}
                >
                  Remove<span className="visually-hidden"> {member.name}</span>
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
