import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next.ts';

describe('safeNextPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeNextPath('/my-account')).toBe('/my-account');
    expect(safeNextPath('/my-account-orders-details/42?tab=items#top')).toBe(
      '/my-account-orders-details/42?tab=items#top',
    );
    expect(safeNextPath('/checkout')).toBe('/checkout');
  });

  it('falls back to / when there is no target', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath(undefined)).toBe('/');
    expect(safeNextPath('')).toBe('/');
  });

  it('refuses other sites and anything not starting with /', () => {
    for (const next of [
      'https://evil.example/',
      'evil.example',
      '//evil.example/path',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      ' /my-account',
    ]) {
      expect(safeNextPath(next), next).toBe('/');
    }
  });

  it('does not send the customer back to the login or registration forms', () => {
    expect(safeNextPath('/login?next=/login')).toBe('/');
    expect(safeNextPath('/register')).toBe('/');
    expect(safeNextPath('/Forget-Password')).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/../../my-account')).toBe('/my-account');
  });
});

describe('safeNextPath in an area of its own', () => {
  const admin = { home: '/admin', authPaths: ['/admin/login'] };

  it('keeps a path inside the area', () => {
    expect(safeNextPath('/admin/orders?status=NEW', admin)).toBe('/admin/orders?status=NEW');
    expect(safeNextPath('/admin', admin)).toBe('/admin');
  });

  it("falls back to the area's home for paths outside it, its sign-in page and other sites", () => {
    for (const next of [
      null,
      '',
      '/my-account',
      '/administrator',
      '/admin/login?next=/admin',
      '/Admin/Login/',
      '//evil.example',
    ]) {
      expect(safeNextPath(next, admin), String(next)).toBe('/admin');
    }
  });
});
