import { isStaffRole, validateNewsletterEmail, type FieldErrors } from '@store/domain';
import type { StaffRole } from '@/admin/__generated__/graphql.ts';

export interface InviteValues {
  email: string;
  name: string;
  role: StaffRole;
}

/** The e-mail follows the shop's e-mail rule; a name and one of the roles are needed. The gateway checks the rest. */
export function validateInvite(values: Partial<InviteValues>): FieldErrors<keyof InviteValues> {
  const errors: FieldErrors<keyof InviteValues> = {};
  const email = validateNewsletterEmail(values.email);
  if (email) errors.email = email;
  if (!values.name?.trim()) errors.name = 'Name is required.';
  if (!isStaffRole(values.role)) errors.role = 'Choose a role.';
  return errors;
}
