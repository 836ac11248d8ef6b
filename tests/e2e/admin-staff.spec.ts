/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { signUpAndIn, uniqueEmail } from './accounts.ts';
import { OWNER_EMAIL, OWNER_PASSWORD, staffSignIn } from './admin.ts';
import { mailedLink } from './mailbox.ts';
import { expect, test } from './store-test.ts';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });
const screenshot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: `${SCREENSHOTS}${info.project.name}-${name}.png`, fullPage: true });

const MEMBER_NAME = 'Sam Packer';
const MEMBER_PASSWORD = 'packing-tape-42';
const NAV_LABELS = [
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
];

/** On a phone the navigation is behind the Menu button; on a wide screen it is always there. */
async function openMenu(page: Page) {
  const button = page.getByRole('button', { name: 'Menu' });
  if ((await button.isVisible()) && (await button.getAttribute('aria-expanded')) !== 'true') await button.click();
}

async function signOut(page: Page) {
  await openMenu(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
}

/** A focus ring the eye can see: an outline of some width, not `none`. */
async function expectVisibleFocus(element: Locator) {
  await expect(element).toBeFocused();
  const outline = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
}

/** The page fits the screen's width (a phone widens its layout to fit content that cannot shrink). */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

test('the owner invites a member, who signs in but may not manage staff, and the owner removes them @desktop', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const memberEmail = uniqueEmail(info, 'packer');

  await page.goto('/admin/login');
  await expect(page).toHaveTitle('Sign in · Back office');
  await screenshot(page, info, 'admin-login');
  await staffSignIn(page, OWNER_EMAIL, OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).toHaveTitle('Dashboard · Back office');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await openMenu(page);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  for (const label of NAV_LABELS) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  const signedIn = page.getByRole('region', { name: 'Signed in' });
  await expect(signedIn).toContainText('Owner');
  await nav.getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(page).toHaveTitle('Staff · Back office');
  await openMenu(page);
  await expect(nav.getByRole('link', { name: 'Staff', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table', { name: 'Team' })).toContainText(OWNER_EMAIL);

  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(memberEmail);
  await invite.getByLabel('Name').fill(MEMBER_NAME);
  await invite.getByLabel('Role').selectOption('STAFF');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`${memberEmail} is invited`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pending invitations' })).toContainText(memberEmail);
  await expect(invite.getByLabel('Email')).toHaveValue('');
  await screenshot(page, info, 'admin-staff');
  await expectNoSidewaysScroll(page);
  await signOut(page);

  // The member follows the mailed link, chooses a password, and signs in on the way to the staff page.
  await page.goto(await mailedLink(memberEmail, '/admin/accept-invite'));
  await expect(page).toHaveTitle('Choose your password · Back office');
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByLabel('Confirm password').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText('Your password is set. Please sign in.')).toBeVisible();

  await page.goto('/admin/staff');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fstaff$/);
  await staffSignIn(page, memberEmail, MEMBER_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/staff$/);
  await expect(page.getByText('Only the owner manages staff.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Invite a member' })).toHaveCount(0);
  await openMenu(page);
  await expect(signedIn).toContainText(MEMBER_NAME);
  await expect(signedIn).toContainText('Staff');
  await signOut(page);

  // The owner removes them, after a confirm step.
  await staffSignIn(page, OWNER_EMAIL, OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/staff');
  const team = page.getByRole('table', { name: 'Team' });
  await expect(team).toContainText(memberEmail);
  await team.getByRole('button', { name: `Remove ${MEMBER_NAME}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove member' });
  await expect(confirm).toContainText(`${memberEmail} is signed out at once`);
  await confirm.getByRole('button', { name: `Remove ${MEMBER_NAME}` }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`${memberEmail} can no longer sign in.`)).toBeVisible();
  await expect(team).not.toContainText(memberEmail);

  // The audit log says who did what, in words, newest first.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveTitle('Audit log · Back office');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'Staff member removed' }).first()).toContainText(memberEmail);
  const invited = rows.filter({ hasText: 'Staff member invited' }).filter({ hasText: memberEmail });
  await expect(invited).toContainText(OWNER_EMAIL);
  await expect(invited).toContainText(`${MEMBER_NAME} as Staff`);
  await expect(page.getByRole('table')).not.toContainText('staff.invite');
  await screenshot(page, info, 'admin-audit');
  await expectNoSidewaysScroll(page);
  await signOut(page);

  // The removed member is refused, with the server's own words.
  await staffSignIn(page, memberEmail, MEMBER_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password');
});

test('a guest opening a back-office page signs in first and comes back to it', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders$/);
  await staffSignIn(page, OWNER_EMAIL, OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page).toHaveTitle('Orders · Back office');
});

test('a signed-in shopper is not staff: /admin asks them to sign in to the back office', async ({ page }, info) => {
  const email = uniqueEmail(info, 'shopper');
  await signUpAndIn(page, email);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
});

test('on a phone the menu button opens the navigation, and every link takes the focus visibly @mobile', async ({
  page,
}, info) => {
  await staffSignIn(page, OWNER_EMAIL, OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  // A fresh page, so the keyboard starts from the top.
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Tab');
  await expectVisibleFocus(page.getByRole('link', { name: 'Skip to content' }));
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expectVisibleFocus(menu);
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await screenshot(page, info, 'admin-menu');
  for (const label of NAV_LABELS) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(nav.getByRole('link', { name: label, exact: true }));
  }
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  // The team fits the phone's width: its table turns into cards rather than pushing the page sideways.
  await page.goto('/admin/staff');
  await expect(page.getByRole('table', { name: 'Team' })).toContainText(OWNER_EMAIL);
  await expectNoSidewaysScroll(page);
});
