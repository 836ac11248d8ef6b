import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export const PASSWORD = 'desert-rally-7';

/** A fresh e-mail per test and project, so every run starts from a new customer. */
export function uniqueEmail(info: TestInfo, who: string): string {
  return `${who}.${info.project.name}.${Date.now()}@example.ae`.toLowerCase();
}

export async function register(page: Page, email: string) {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('First Name').fill('Aisha');
  await form.getByLabel('Last Name').fill('Khan');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone', { exact: true }).fill('050 123 4567');
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/login/);
}

export async function login(page: Page, email: string, password = PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await expect(form.getByLabel('Remember me')).toBeChecked();
  await form.getByRole('button', { name: 'Login' }).click();
}

/** Fills the checkout form's shipping address (the account gives the name, e-mail and phone) and returns the form. */
export async function fillShippingAddress(page: Page): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('WhatsApp').fill('050 765 4321');
  await form.getByLabel('Emirate').selectOption({ label: 'Dubai' });
  await form.getByLabel('Postal code').fill('00000');
  await form.getByLabel('Flat no').fill('1203');
  await form.getByLabel('Building name').fill('Marina Heights');
  await form.getByLabel('Area').fill('Dubai Marina');
  await form.getByLabel('Street').fill('Al Marsa Street');
  return form;
}
