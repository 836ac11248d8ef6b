/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { signUpAndIn, uniqueEmail } from './accounts.ts';
import { mailTo } from './mailbox.ts';
import { expect, test } from './store-test.ts';

/**
 * Mail in the shopper's language (issue 21): an order placed from the Arabic checkout is confirmed in Arabic, and
 * the language switch of a signed-in shopper is saved on their account, which their reset mail follows. The
 * Arabic pages' fields are found by their names, not their labels, which are being translated.
 */

const ARABIC = /[\u0600-\u06ff]/;

// Each registers and logs in (a password hashed at production cost) before its own steps.
test.describe.configure({ timeout: 120_000 });

/** What the gateway answers the page's own session (the account as the backend keeps it). */
const graphql = (page: Page, query: string, variables: Record<string, unknown> = {}) =>
  page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()).data;
    },
    { query, variables },
  );

test("a signed-in shopper's language switch is saved on the account, and the reset mail follows it", async ({
  page,
  isMobile,
}, info) => {
  const email = uniqueEmail(info, 'switch-lang');
  await signUpAndIn(page, email);
  await page.goto('/');
  expect((await graphql(page, '{ me { language } }')).me.language).toBe('EN');
  // The header knows the shopper is signed in once its customer query has answered.
  await page.waitForLoadState('networkidle');

  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect((await graphql(page, '{ me { language } }')).me.language).toBe('AR');

  await graphql(page, 'mutation ($email: String!) { requestPasswordReset(email: $email) { ok } }', { email });
  const reset = await mailTo(email, /^إعادة تعيين كلمة المرور$/);
  expect(reset.text).toMatch(/\/ar\/reset-password\?token=/);
  expect(reset.html).toContain('<html lang="ar" dir="rtl">');
});

// Tagged @desktop: what it checks is the mail; the phone run orders from the Arabic checkout in arabic-shopping.spec.ts.
test('an order placed from the Arabic checkout is confirmed in Arabic, in both parts @desktop', async ({
  page,
}, info) => {
  const email = uniqueEmail(info, 'ar-order');
  await signUpAndIn(page, email);
  await page.goto('/product-detail/2');
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Shopping cart' })).toBeVisible();

  await page.goto('/ar/checkout');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const form = page.locator('form').filter({ has: page.locator('[name="street"]') });
  await form.locator('[name="whatsapp"]').fill('050 765 4321');
  await form.locator('[name="emirate"]').selectOption('DUBAI');
  await form.locator('[name="postalCode"]').fill('00000');
  await form.locator('[name="flatNo"]').fill('1203');
  await form.locator('[name="buildingName"]').fill('Marina Heights');
  await form.locator('[name="area"]').fill('Dubai Marina');
  await form.locator('[name="street"]').fill('Al Marsa Street');
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/ar\/order-confirmation\//);
  const id = decodeURIComponent(page.url().split('/order-confirmation/')[1] ?? '');

  const confirmation = await mailTo(email, new RegExp(`^تأكيد الطلب ${id}: `));
  for (const part of [confirmation.text, confirmation.html]) {
    expect(part).toMatch(ARABIC);
    expect(part).toMatch(/\d+\.\d\d\s?د\.إ\./);
    expect(part).toContain(`/ar/order-tracking/${id}`);
  }
  expect(confirmation.html).toContain('<html lang="ar" dir="rtl">');
});
