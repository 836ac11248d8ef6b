/// <reference lib="dom" />
import { expect, test } from './store-test.ts';

test.describe('cart, wishlist and compare', () => {
  test('empty states say what the spec says', async ({ page }) => {
    await page.goto('/shopping-cart');
    await expect(page.getByText('Your Cart is empty. Start adding favorite products to cart!')).toBeVisible();
    await expect(page).toHaveTitle(/^Shopping Cart/);
    await page.goto('/wish-list');
    await expect(
      page.getByText('Your wishlist is empty. Start adding your favorite products to save them for later!'),
    ).toBeVisible();
    await page.goto('/compare-products');
    await expect(
      page.getByText("No items added to compare yet. Browse Products to find items you'd like to compare."),
    ).toBeVisible();
  });

  test('a product kept in the wishlist and compare list survives a reload', async ({ page }) => {
    await page.goto('/all-collections');
    const card = page.getByRole('article').first();
    const title = await card.getByRole('link').nth(1).innerText();
    await card.getByRole('button', { name: 'Add to Wishlist' }).click();
    const sideWishlist = page.getByRole('dialog', { name: 'Wishlist' });
    await expect(sideWishlist).toBeVisible();
    // Title, price and Remove one under another (issue 12: they ran together as "…TeeAED 79.00Remove").
    const line = sideWishlist.getByRole('listitem').first();
    const titleBox = await line.getByRole('link').boundingBox();
    const removeBox = await line.getByRole('button', { name: 'Remove' }).boundingBox();
    expect(removeBox!.y).toBeGreaterThanOrEqual(titleBox!.y + titleBox!.height);
    await page.keyboard.press('Escape');
    await card.getByRole('button', { name: 'Compare' }).click();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByRole('article').first().getByRole('button', { name: 'Already Wishlished' })).toBeVisible();
    await page.goto('/wish-list');
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    // Its Remove button is whole and takes the click itself (issue 12: the next card covered it).
    const remove = page.getByRole('button', { name: 'Remove from wishlist' }).first();
    const box = await remove.boundingBox();
    expect(await remove.evaluate((button) => button.scrollWidth <= button.clientWidth + 1)).toBe(true);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await remove.click({ trial: true });
    await page.goto('/compare-products');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText('No items added to compare yet.', { exact: false })).toBeVisible();
  });

  test('the cart page totals with the bulk discount and gates checkout on the terms', async ({ page }) => {
    // Cart lines as a returning shopper's browser keeps them (localStorage 'cartList').
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'cartList',
        JSON.stringify([
          {
            id: '1',
            title: 'Nürburgring Night Lap Tee',
            imgSrc: '/media/v1/products/1/black-front.svg',
            price: 89,
            quantity: 2,
            ssize: '',
            scolor: '',
          },
          { id: '2', title: 'Second Tee', imgSrc: '', price: 79.5, quantity: 1, ssize: '', scolor: '' },
        ]),
      ),
    );
    await page.goto('/shopping-cart');
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary).toContainText('AED 257.50'); // subtotal 2 × 89 + 79.50
    await expect(summary).toContainText('AED 20.00'); // floor(3 / 2) × 20
    await expect(summary).toContainText('AED 237.50');
    await expect(summary).toContainText('Free');
    const checkout = page.getByRole('button', { name: 'Process To Checkout' });
    await expect(checkout).toBeEnabled();
    await page.getByRole('checkbox').uncheck();
    await expect(checkout).toBeDisabled();
    await page.getByRole('button', { name: 'Remove Second Tee' }).click();
    await expect(summary).toContainText('AED 158.00');

    // The quantity is retyped: Backspace empties the box, 5 makes it 5 (not 1, then 15).
    const quantity = page.getByRole('group', { name: /Nürburgring Night Lap Tee/ }).getByRole('spinbutton');
    await quantity.click();
    await quantity.press('End');
    await quantity.press('Backspace');
    await expect(quantity).toHaveValue('');
    await quantity.pressSequentially('5');
    await expect(quantity).toHaveValue('5');
    await expect(summary).toContainText('AED 445.00'); // 5 × 89
    await quantity.blur();
    await expect(quantity).toHaveValue('5');
  });
});

test('a cart kept with more than the store has left says so before checkout', async ({ page }) => {
  await page.goto('/');
  // The variant of product 1 with the fewest units; the cart keeps more than that.
  const low = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ product(id: "1") { title stock { size colour quantity } } }' }),
    });
    const { data } = await response.json();
    type Entry = { size: string; colour: string; quantity: number };
    const inStock = (data.product.stock as Entry[]).filter((entry) => entry.quantity > 0);
    return { title: data.product.title as string, ...inStock.sort((a, b) => a.quantity - b.quantity)[0]! };
  });
  await page.evaluate(
    (line) =>
      localStorage.setItem(
        'cartList',
        JSON.stringify([
          {
            id: '1',
            title: line.title,
            imgSrc: '',
            price: 89,
            quantity: line.quantity + 3,
            ssize: line.size,
            scolor: line.colour,
          },
        ]),
      ),
    low,
  );
  await page.goto('/shopping-cart');
  await expect(
    page.getByText(`Only ${low.quantity} left in this size and colour: lower the quantity to order it.`),
  ).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Something is Missing.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back To Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});
