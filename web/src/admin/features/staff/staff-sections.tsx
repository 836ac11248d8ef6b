import { SectionNav } from '@/admin/components/section-nav.tsx';

/** Shown instead of the staff pages to a member who is not the owner. */
export const OWNER_ONLY = 'Only the owner manages staff.';

const SECTIONS = [
  { to: '/admin/staff', label: 'Team' },
  { to: '/admin/staff/audit', label: 'Audit log' },
];

export function StaffSections() {
  return <SectionNav label="Staff" sections={SECTIONS} />;
}
