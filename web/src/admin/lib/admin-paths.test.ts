import { describe, expect, it } from 'vitest';
import { adminLoginPath, adminNextPath } from './admin-paths.ts';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('adminLoginPath', () => {
  it('sends a guest to the sign-in page with the page they asked for', () => {
    expect(adminLoginPath(at('/admin/orders'))).toBe('/admin/login?next=%2Fadmin%2Forders');
    expect(adminLoginPath(at('/admin/staff/audit', '?before=x', '#top'))).toBe(
      '/admin/login?next=%2Fadmin%2Fstaff%2Faudit%3Fbefore%3Dx%23top',
    );
  });

  it('leaves `next` out for the dashboard, where sign-in goes anyway', () => {
    expect(adminLoginPath(at('/admin'))).toBe('/admin/login');
  });
});

describe('adminNextPath', () => {
  it('follows a back-office page', () => {
    expect(adminNextPath('/admin/orders?status=NEW')).toBe('/admin/orders?status=NEW');
    expect(adminNextPath(decodeURIComponent('%2Fadmin%2Fstaff'))).toBe('/admin/staff');
  });

  it('goes to the dashboard for shop pages, other sites, the sign-in pages and nothing', () => {
    for (const next of [
      null,
      '',
      '/',
      '/my-account',
      '/administrator',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/admin/login',
      '/admin/login?next=/admin/staff',
      '/ADMIN/Accept-Invite?token=t',
    ]) {
      expect(adminNextPath(next), String(next)).toBe('/admin');
    }
  });
});
