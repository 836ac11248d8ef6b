/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { fillShippingAddress, signUpAndIn, uniqueEmail } from './accounts.ts';
import { expect, test } from './store-test.ts';

async function toCheckoutWithOneTee(page: Page) {
  await page.goto('/product-detail/9');
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping cart' })).toBeVisible();
  await page.goto('/shopping-cart');
  await page.getByRole('button', { name: 'Process To Checkout' }).click();
  return page.getByRole('form', { name: 'Checkout' });
}

// Tagged @desktop: the form is filled in by the same script on every screen, and the phone run checks out in
// orders.spec.ts, cart-lines.spec.ts and promotions.spec.ts.
test('checkout fills in the address of the last order, for that customer only @desktop', async ({
  page,
  browser,
}, info) => {
  // Two sign-ups and three checkouts: past 30 s on a busy machine.
  test.setTimeout(90_000);
  const email = uniqueEmail(info, 'returning');
  await signUpAndIn(page, email);
  const first = await toCheckoutWithOneTee(page);
  await expect(first.getByLabel('Street')).toHaveValue('');
  await fillShippingAddress(page);
  await first.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);

  // The next order: the address is there, and the order goes through without typing it again.
  const again = await toCheckoutWithOneTee(page);
  await expect(again.getByLabel('Emirate')).toHaveValue('DUBAI');
  await expect(again.getByLabel('Postal code')).toHaveValue('00000');
  await expect(again.getByLabel('Flat no')).toHaveValue('1203');
  await expect(again.getByLabel('Building name')).toHaveValue('Marina Heights');
  await expect(again.getByLabel('Area')).toHaveValue('Dubai Marina');
  await expect(again.getByLabel('Street')).toHaveValue('Al Marsa Street');
  await again.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);

  // Another customer on another browser sees none of it.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  try {
    const otherEmail = uniqueEmail(info, 'newcomer');
    await signUpAndIn(other, otherEmail);
    const form = await toCheckoutWithOneTee(other);
    await expect(form.getByLabel('First name')).toHaveValue('Aisha');
    for (const field of ['Postal code', 'Flat no', 'Building name', 'Area', 'Street']) {
      await expect(form.getByLabel(field)).toHaveValue('');
    }
    await expect(form.getByLabel('Emirate')).toHaveValue('');
  } finally {
    await otherContext.close();
  }
});
