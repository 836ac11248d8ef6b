import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { uniqueEmail } from './accounts.ts';
import { OWNER_EMAIL, OWNER_PASSWORD, staffSignIn } from './admin.ts';
import { mailedLink } from './mailbox.ts';
import { expect, test } from './store-test.ts';

const MEMBER_PASSWORD = 'packing-tape-42';
const WRONG_CODE = 'Wrong code. Enter the code your authenticator app shows now.';

/** What an authenticator app holding `key` shows `stepsAhead` 30-second steps from now. */
function codeOf(key: string, stepsAhead: number): string {
  return new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function signOut(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

test('a member turns on two-step sign-in; then the password alone does not sign them in, the code does', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(info, 'twostep');
  await staffSignIn(page, OWNER_EMAIL, OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/staff');
  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Name').fill('Two Step');
  await invite.getByLabel('Role').selectOption('STAFF');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`${email} is invited`)).toBeVisible();
  await signOut(page);

  await page.goto(await mailedLink(email, '/admin/accept-invite'));
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByLabel('Confirm password').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await staffSignIn(page, email, MEMBER_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);

  // Set up from the account page: the key as text and an otpauth:// link, on after a first right code.
  await page.goto('/admin/account');
  const panel = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(panel).toContainText('Off.');
  await panel.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const key = (await panel.locator('code').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expect(panel.getByRole('link', { name: /^otpauth:\/\/totp\// })).toBeVisible();
  const turnOn = panel.getByRole('form', { name: 'Turn on' });
  await turnOn.getByLabel('Authentication code').fill('123');
  await turnOn.getByRole('button', { name: 'Turn on' }).click();
  await expect(turnOn.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  const wrong = codeOf(key, 0) === '000000' ? '111111' : '000000';
  await turnOn.getByLabel('Authentication code').fill(wrong);
  await turnOn.getByRole('button', { name: 'Turn on' }).click();
  await expect(turnOn.getByText(WRONG_CODE)).toBeVisible();
  await turnOn.getByLabel('Authentication code').fill(codeOf(key, -1));
  await turnOn.getByRole('button', { name: 'Turn on' }).click();
  await expect(panel.getByText('Two-step sign-in is on.', { exact: false })).toBeVisible();
  await expect(panel.getByRole('form', { name: 'Turn off' })).toBeVisible();
  await signOut(page);

  // The password now leads to the code; the code signs in.
  await staffSignIn(page, email, MEMBER_PASSWORD);
  const step = page.getByRole('form', { name: 'Two-step sign-in' });
  await expect(step).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await step.getByLabel('Authentication code').fill(codeOf(key, 0));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // A member (not an owner) may turn it off again, with a code.
  await page.goto('/admin/account');
  const turnOff = panel.getByRole('form', { name: 'Turn off' });
  await turnOff.getByLabel('Authentication code').fill(codeOf(key, 1));
  await turnOff.getByRole('button', { name: 'Turn off' }).click();
  await expect(panel.getByText('Two-step sign-in is off.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Set up two-step sign-in' })).toBeVisible();
});
