/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { fillShippingAddress, signUpAndIn, uniqueEmail } from './accounts.ts';
import { expect, test } from './store-test.ts';

// Product 9 in every size and colour (backend/seed/catalogue.ts); product 7 is sold out in all of them.
const TEE = 'Rising Sun Drift Tee';

/** Picks a colour or size on the product page (the radios are visually hidden inside their labels). */
async function choose(scope: Locator, option: string) {
  await scope
    .locator('label')
    .filter({ has: scope.page().getByRole('radio', { name: option, exact: true }) })
    .click();
}

async function addChosen(page: Page, scope: Locator) {
  await scope.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping cart' })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** Keeps a cart in the browser as a returning shopper's browser has it (localStorage 'cartList'). */
async function keepCart(page: Page, lines: unknown[]) {
  await page.goto('/');
  await page.evaluate((stored) => localStorage.setItem('cartList', JSON.stringify(stored)), lines);
}

test('two sizes and two colours of one tee are lines of their own, up to the order', async ({ page }, info) => {
  const email = uniqueEmail(info, 'family');
  await signUpAndIn(page, email);

  await page.goto('/product-detail/9');
  const main = page.getByRole('main');
  await choose(main, 'Black');
  await choose(main, 'M');
  await addChosen(page, main);
  await expect(main.getByRole('button', { name: 'Already Added' })).toBeVisible();
  // Another size is another line: the M line stays M.
  await choose(main, 'L');
  await expect(main.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await addChosen(page, main);
  await choose(main, 'White');
  await expect(main.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await addChosen(page, main);
  await choose(main, 'Black');
  await choose(main, 'M');
  await expect(main.getByRole('button', { name: 'Already Added' })).toBeVisible();

  // Wishlist to cart through Quick Add: one more size of the same tee.
  await main.getByRole('button', { name: 'Add to Wishlist' }).first().click();
  await page.keyboard.press('Escape');
  await page.goto('/wish-list');
  await page.getByRole('article', { name: TEE }).getByRole('button', { name: 'Quick Add' }).click();
  const quickAdd = page.getByRole('dialog', { name: `Quick add: ${TEE}` });
  await choose(quickAdd, 'Red');
  await choose(quickAdd, 'XL');
  await addChosen(page, quickAdd);

  await page.getByRole('button', { name: 'Cart, 4 items', exact: true }).click();
  const sideCart = page.getByRole('dialog', { name: 'Shopping cart' });
  for (const details of ['M / Black', 'L / Black', 'L / White', 'XL / Red']) {
    await expect(sideCart.getByRole('group', { name: `Quantity of ${TEE} (${details})` })).toBeVisible();
  }
  const images = await sideCart
    .getByRole('listitem')
    .locator('img')
    .evaluateAll((all) => all.map((image) => (image as HTMLImageElement).getAttribute('src')));
  expect(images.map((src) => src?.match(/(black|white|red)-front/)?.[1])).toEqual(['black', 'black', 'white', 'red']);
  // One line changes alone.
  await sideCart
    .getByRole('group', { name: `Quantity of ${TEE} (L / Black)` })
    .getByRole('button', { name: 'Increase quantity' })
    .click();
  await sideCart.getByRole('button', { name: `Remove ${TEE} (XL / Red)` }).click();
  await page.keyboard.press('Escape');

  await page.goto('/shopping-cart');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('AED 376.00'); // 4 × 94
  await expect(summary).toContainText('AED 40.00'); // floor(4 / 2) × 20
  await page.getByRole('button', { name: 'Process To Checkout' }).click();
  const form = await fillShippingAddress(page);
  const checkoutSummary = page.getByRole('complementary').filter({ hasText: 'Bulk discount' }).first();
  await expect(checkoutSummary).toContainText('Size M · Colour Black');
  await expect(checkoutSummary).toContainText('Size L · Colour Black');
  await expect(checkoutSummary).toContainText('Size L · Colour White');
  await expect(checkoutSummary).toContainText('AED 336.00');
  await form.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);
  const orderId = decodeURIComponent(page.url().split('/order-confirmation/')[1] ?? '');
  await page.goto(`/my-account-orders-details/${orderId}`);
  for (const details of ['Size: M · Colour: Black', 'Size: L · Colour: Black', 'Size: L · Colour: White']) {
    await expect(page.getByRole('main')).toContainText(details);
  }
});

test('a cart kept by the earlier store loads whole, two lines of one variant as one', async ({ page }) => {
  const line = { title: TEE, imgSrc: '/media/v1/products/9/black-front.svg', price: 94 };
  await keepCart(page, [
    { id: 9, ...line, quantity: 2, ssize: 'M', scolor: 'Black' },
    { id: '9', ...line, quantity: 1, ssize: 'm', scolor: 'black' },
    { id: 9, ...line, quantity: 1, ssize: 'L', scolor: 'Black' },
    { id: 5, title: 'Old Tee', imgSrc: '', price: 80, quantity: 1 },
  ]);
  await page.goto('/shopping-cart');
  await expect(page.getByRole('group', { name: `Quantity of ${TEE} (M / Black)` }).getByRole('spinbutton')).toHaveValue(
    '3',
  );
  await expect(page.getByRole('group', { name: `Quantity of ${TEE} (L / Black)` })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quantity of Old Tee' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 3 items', exact: true })).toBeVisible();
});

test('a sold-out or gone line is marked at once, left out of the totals, and checkout waits', async ({ page }) => {
  await keepCart(page, [
    { id: '9', title: TEE, imgSrc: '', price: 94, quantity: 1, ssize: 'M', scolor: 'Black' },
    { id: '7', title: 'Dubai Autodrome Apex Tee', imgSrc: '', price: 84.5, quantity: 2, ssize: 'S', scolor: 'Black' },
    { id: '987654', title: 'Retired Tee', imgSrc: '', price: 70, quantity: 1, ssize: 'M', scolor: 'Red' },
  ]);
  await page.goto('/shopping-cart');
  const soldOut = page.getByRole('row').filter({ hasText: 'Dubai Autodrome Apex Tee' });
  await expect(soldOut).toContainText('Sold out in this size and colour: remove it or choose another.');
  await expect(soldOut).toContainText('Not in the total');
  const gone = page.getByRole('row').filter({ hasText: 'Retired Tee' });
  await expect(gone).toContainText('No longer available: remove it from your cart.');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  // Only the one tee that can be sent: AED 94.00, no bulk discount for units the shop cannot send.
  await expect(summary.getByRole('definition').first()).toHaveText('AED 94.00');
  await expect(summary).toContainText('- AED 0.00');
  await expect(summary.getByRole('alert')).toHaveText(
    'Marked items are not in the total. Remove them or change them to check out.',
  );
  const checkout = page.getByRole('button', { name: 'Process To Checkout' });
  await expect(checkout).toBeDisabled();

  await page.getByRole('button', { name: 'Cart, 3 items', exact: true }).click();
  const sideCart = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(sideCart).toContainText('Sold out in this size and colour: remove it or choose another.');
  await expect(sideCart).toContainText('No longer available: remove it from your cart.');
  await expect(sideCart.getByText(/^Subtotal/)).toContainText('AED 94.00');
  await sideCart.getByRole('button', { name: 'Remove Retired Tee (M / Red)' }).click();
  await sideCart.getByRole('button', { name: 'Remove Dubai Autodrome Apex Tee (S / Black)' }).click();
  await expect(sideCart.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(checkout).toBeEnabled();
});
