/** Who may run the back office. The owner may do everything; staff everything but staff and settings. */
export const STAFF_ROLES = ['OWNER', 'STAFF'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
