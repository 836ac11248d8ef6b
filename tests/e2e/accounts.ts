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
  await form.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
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

/**
 * Opens a new shopper's account and signs it in through the shop's API (the register and login mutations), leaving
 * the session in the page's browser context. For journeys about something else: the forms themselves are driven by
 * orders.spec.ts and registration.spec.ts, so the other journeys need not spend seconds typing into them.
 */
export async function signUpAndIn(page: Page, email: string) {
  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const response = await page.request.post('/graphql', { data: { query, variables } });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()).data;
  };
  const { register } = await graphql(
    'mutation ($input: RegisterInput!) { register(input: $input) { errors { message } } }',
    {
      input: {
        firstName: 'Aisha',
        lastName: 'Khan',
        email,
        phone: '050 123 4567',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        agreeToTerms: true,
      },
    },
  );
  expect(register.errors).toEqual([]);
  const { login } = await graphql(
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { errors { message } } }',
    { email, password: PASSWORD },
  );
  expect(login.errors).toEqual([]);
}

/** The shipping address the tests order to through the API (PlaceOrderInput's fields, without the name). */
export const DUBAI_ADDRESS = {
  phone: '050 123 4567',
  whatsapp: '050 765 4321',
  emirate: 'DUBAI',
  postalCode: '00000',
  flatNo: '1203',
  buildingName: 'Marina Heights',
  area: 'Dubai Marina',
  street: 'Al Marsa Street',
};

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

/**
 * A new shopper signs up and in (signUpAndIn) and orders one tee of `productId` (its first size and colour);
 * `beforePlacing` may change the checkout form first. Answers the shopper's e-mail and the order number.
 */
export async function registerAndOrder(
  page: Page,
  info: TestInfo,
  options: { who: string; productId?: number; beforePlacing?: (form: Locator) => Promise<void> },
): Promise<{ email: string; id: string }> {
  const email = uniqueEmail(info, options.who);
  await signUpAndIn(page, email);
  await page.goto(`/product-detail/${options.productId ?? 2}`);
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Shopping cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/shopping-cart');
  await page.getByRole('button', { name: 'Process To Checkout' }).click();
  const form = await fillShippingAddress(page);
  await options.beforePlacing?.(form);
  await form.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);
  return { email, id: decodeURIComponent(page.url().split('/order-confirmation/')[1] ?? '') };
}
