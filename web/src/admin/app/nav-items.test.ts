import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, navCurrent, type NavItem } from './nav-items.ts';

const item = (label: string): NavItem => {
  const found = NAV_ITEMS.find((entry) => entry.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe('NAV_ITEMS', () => {
  it('lists every area of the back office in order', () => {
    expect(NAV_ITEMS.map((entry) => entry.label)).toEqual([
      'Dashboard',
      'Orders',
      'Returns',
      'Products',
      'Collections',
      'Pages',
      'Customers',
      'Promotions',
      'Messages',
      'Staff',
      'Settings',
    ]);
  });
});

describe('navCurrent', () => {
  it("marks an area's own page as the current page", () => {
    expect(navCurrent(item('Staff'), '/admin/staff')).toBe('page');
    expect(navCurrent(item('Staff'), '/Admin/Staff/')).toBe('page');
    expect(navCurrent(item('Dashboard'), '/admin')).toBe('page');
    expect(navCurrent(item('Dashboard'), '/admin/')).toBe('page');
  });

  it('marks the area of a page inside it', () => {
    expect(navCurrent(item('Staff'), '/admin/staff/audit')).toBe('true');
    expect(navCurrent(item('Pages'), '/admin/pages/faq')).toBe('true');
  });

  it('marks nothing elsewhere, and the dashboard only on its own page', () => {
    expect(navCurrent(item('Staff'), '/admin/staffing')).toBeUndefined();
    expect(navCurrent(item('Dashboard'), '/admin/orders')).toBeUndefined();
    expect(navCurrent(item('Orders'), '/admin/account')).toBeUndefined();
  });
});
