import { expect, test } from './store-test.ts';
import { PASSWORD, uniqueEmail } from './accounts.ts';

// Issue 18: consent is the shopper's act, so the terms box starts unticked and an unticked box is refused.
test('the terms box starts unticked and registering without ticking it is refused', async ({ page }, info) => {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  const terms = form.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ });
  await expect(terms).not.toBeChecked();
  await form.getByLabel('First Name').fill('Omar');
  await form.getByLabel('Last Name').fill('Haddad');
  await form.getByLabel('Email', { exact: true }).fill(uniqueEmail(info, 'consent'));
  await form.getByLabel('Phone', { exact: true }).fill('050 123 4567');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('You must agree to the terms and conditions.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  await terms.check();
  await expect(form.getByText('You must agree to the terms and conditions.')).toBeHidden();
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login/);
});
