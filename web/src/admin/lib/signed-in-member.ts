import { createContext, use } from 'react';
import type { StaffMeQuery, StaffRole } from '@/admin/__generated__/graphql.ts';

export type SignedInMember = NonNullable<StaffMeQuery['staffMe']>;

/** The member RequireStaff let in; every page behind it can read who they are. */
export const SignedInMemberContext = createContext<SignedInMember | null>(null);

export function useSignedInMember(): SignedInMember {
  const member = use(SignedInMemberContext);
  if (!member) throw new Error('useSignedInMember is for pages behind RequireStaff');
  return member;
}

export const ROLE_LABELS: Record<StaffRole, string> = { OWNER: 'Owner', STAFF: 'Staff' };
