/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { fillShippingAddress, signUpAndIn, uniqueEmail } from './accounts.ts';
import { ownerSignsIn } from './admin.ts';
import { mailTo } from './mailbox.ts';
import { expect, test } from './store-test.ts';

const aed = (fils: number) => `AED ${(fils / 100).toFixed(2)}`;

/**
 * A product of at least `minPriceFils` whose first size and colour (what Add to cart takes) has enough stock for
 * `forTotalFils` (at least one), and its price.
 */
async function stockedProduct(
  page: Page,
  minPriceFils: number,
  forTotalFils = 0,
): Promise<{ id: string; priceFils: number }> {
  return page.evaluate(
    async ({ minPrice, total }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            '{ products(pageSize: 30) { items { id price sizes colours { name } stock { size colour quantity } } } }',
        }),
      });
      const { data } = await response.json();
      type Item = {
        id: string;
        price: number;
        sizes: string[];
        colours: { name: string }[];
        stock: { size: string; colour: string; quantity: number }[];
      };
      const item = (data.products.items as Item[]).find((product) => {
        const price = Math.round(product.price * 100);
        const first = product.stock.find((s) => s.size === product.sizes[0] && s.colour === product.colours[0]?.name);
        return price >= minPrice && (first?.quantity ?? 0) >= Math.max(1, Math.ceil(total / price));
      });
      if (!item) throw new Error('no product fits');
      return { id: item.id, priceFils: Math.round(item.price * 100) };
    },
    { minPrice: minPriceFils, total: forTotalFils },
  );
}

async function shopperSignsIn(page: Page, email: string) {
  await page.context().clearCookies();
  await signUpAndIn(page, email);
  await page.goto('/');
}

async function addToCart(page: Page, productId: string): Promise<Locator> {
  await page.goto(`/product-detail/${productId}`);
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  const cart = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(cart).toBeVisible();
  return cart;
}

async function toCheckout(page: Page): Promise<Locator> {
  await page.goto('/shopping-cart');
  await page.getByRole('button', { name: 'Process To Checkout' }).click();
  return fillShippingAddress(page);
}

// Tagged @desktop: the minimum and the invoice are the server's; the phone run applies a code in the side cart and
// at checkout in the next test.
test('an owner’s code with a 500 AED minimum is refused below it, taken above it, and on the tax invoice @desktop', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const code = `BIG500${String(Date.now()).slice(-6)}`;
  await ownerSignsIn(page);
  await page.goto('/admin/promotions');
  await page.getByRole('button', { name: 'New discount code' }).click();
  const form = page.getByRole('form', { name: 'Discount code' });
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Percent off').fill('10');
  await form.getByLabel('Minimum product total (AED, 0 for none)').fill('500');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByRole('heading', { name: `Discount code ${code}` })).toBeVisible();

  await shopperSignsIn(page, uniqueEmail(info, 'coupon'));
  const product = await stockedProduct(page, 6000, 50000);
  const cart = await addToCart(page, product.id);
  await cart.getByRole('button', { name: 'Add coupon' }).click();
  await cart.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByRole('alert')).toHaveText(
    `This discount code needs a product total of 500.00 AED: add ${((50000 - product.priceFils) / 100).toFixed(2)} AED more.`,
  );

  const units = Math.ceil(50000 / product.priceFils);
  await cart
    .getByRole('group', { name: /^Quantity of / })
    .getByRole('spinbutton')
    .fill(String(units));
  await expect(cart.getByText(`Code ${code} applied: 10% off.`)).toBeVisible();
  await expect(cart.getByText(`Discount code ${code}`)).toBeVisible();
  await page.keyboard.press('Escape');

  const subtotal = units * product.priceFils;
  const bulk = Math.floor(units / 2) * 2000;
  const off = Math.floor((2 * subtotal * 10 + 100) / 200);
  const total = subtotal - bulk - off;
  // The cart page says the same as the side cart, and both keep the code for checkout.
  await page.goto('/shopping-cart');
  const cartSummary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(cartSummary).toContainText(`Discount code ${code}`);
  await expect(cartSummary).toContainText(aed(total));
  const checkout = await toCheckout(page);
  const summary = page.getByRole('complementary').filter({ hasText: 'Order Summary' });
  await expect(summary).toContainText(`Discount code ${code}`);
  await expect(summary).toContainText(aed(off));
  await expect(summary).toContainText(aed(total));
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);
  const orderId = decodeURIComponent(page.url().split('/order-confirmation/')[1] ?? '');

  await page.context().clearCookies();
  await ownerSignsIn(page);
  await page.goto(`/admin/orders/${encodeURIComponent(orderId)}/invoice`);
  await page.getByRole('button', { name: 'Issue tax invoice' }).click();
  const invoice = page.getByRole('article', { name: 'Tax Invoice' });
  await expect(invoice).toContainText(`Discount code ${code}`);
  await expect(invoice).toContainText(aed(off));
  await expect(invoice).toContainText(aed(total));
  // VAT 5% included, on the discounted total, to the fils.
  await expect(invoice).toContainText(aed(Math.floor((2 * total * 5 + 105) / 210)));

  await page.goto('/admin/promotions');
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await expect(row).toContainText(aed(off));
});

test('a new subscriber is mailed a 10% code, uses it once, and a second use is refused', async ({ page }, info) => {
  test.setTimeout(120_000);
  const email = uniqueEmail(info, 'welcome');
  await shopperSignsIn(page, email);
  // On a phone the footer's blocks are folded under their headings.
  const fold = page.getByRole('contentinfo').getByRole('button', { name: 'Newsletter' });
  if (await fold.isVisible()) await fold.click();
  const footer = page.getByRole('form', { name: 'Newsletter' }).last();
  await expect(footer).toContainText('Sign up for our newsletter and get 10% off your first or next order');
  await footer.getByLabel('Email').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('You have successfully subscribed.')).toBeVisible();
  const mail = await mailTo(email, /your code/);
  const code = /Your code: (WELCOME-[A-Z0-9]{8})/.exec(mail.text)![1]!;
  expect(mail.text).toMatch(/Unsubscribe: http.+\/newsletter\/unsubscribe\?token=/);

  const product = await stockedProduct(page, 100);
  await addToCart(page, product.id);
  await page.keyboard.press('Escape');
  const checkout = await toCheckout(page);
  const summary = page.getByRole('complementary').filter({ hasText: 'Order Summary' });
  await summary.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await summary.getByRole('button', { name: 'Apply' }).click();
  const off = Math.floor((2 * product.priceFils * 10 + 100) / 200);
  await expect(summary).toContainText(`Discount code ${code}`);
  await expect(summary).toContainText(aed(product.priceFils - off));
  await checkout.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);

  // The cart is emptied with its code; the code again, in a new cart, is refused with a message.
  const cart = await addToCart(page, product.id);
  await cart.getByRole('button', { name: 'Add coupon' }).click();
  await cart.getByRole('textbox', { name: 'Discount code' }).fill(code);
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByRole('alert')).toHaveText('You have already used this discount code.');
});
