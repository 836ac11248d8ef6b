import { OWNER_EMAIL, OWNER_PASSWORD, staffSignIn } from './admin.ts';
import { Findings } from './axe-findings.ts';
import { expect, test } from './store-test.ts';

/**
 * axe-core on every page of the back office, on both screens, in the back office's own run (PostgreSQL). The
 * owner signs in once and the pages are scanned one after another: what is checked is each page, not signing in.
 */
// Eighteen pages scanned one after another: minutes on a busy machine.
test.describe.configure({ timeout: 600_000 });

const BACK_OFFICE_PAGES = [
  '/admin',
  '/admin/orders',
  '/admin/returns',
  '/admin/products',
  '/admin/products/low-stock',
  '/admin/products/new',
  '/admin/products/1',
  '/admin/collections',
  '/admin/pages/faq',
  '/admin/customers',
  '/admin/messages',
  '/admin/messages/newsletter',
  '/admin/messages/mail',
  '/admin/staff',
  '/admin/staff/audit',
  '/admin/settings',
  '/admin/account',
];

test('the back office: its sign-in page and every page behind it', async ({ page }) => {
  const findings = new Findings();
  await page.goto('/admin/login');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await findings.scan(page, 'admin sign-in');

  await staffSignIn(page, OWNER_EMAIL, OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/?$/);
  for (const path of BACK_OFFICE_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await findings.scan(page, path);
  }
  findings.expectNone();
});
