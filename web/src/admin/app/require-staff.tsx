import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStaffMeQuery } from '@/admin/__generated__/graphql.ts';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { adminLoginPath } from '@/admin/lib/admin-paths.ts';
import { SignedInMemberContext } from '@/admin/lib/signed-in-member.ts';

/**
 * Every back-office page but the sign-in ones: a guest (and a shopper, whose session is not a staff session) goes
 * to /admin/login?next=…; a member is let in, and their pages can read who they are.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data, error, refetch } = useStaffMeQuery({ fetchPolicy: 'cache-and-network' });
  if (!data) {
    if (error) return <QueryProblem what="The back office" onRetry={refetch} />;
    return (
      <p role="status" className="admin-loading">
        Loading…
      </p>
    );
  }
  if (!data.staffMe) return <Navigate to={adminLoginPath(location)} replace />;
  return <SignedInMemberContext value={data.staffMe}>{children}</SignedInMemberContext>;
}
