/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { fillShippingAddress, signUpAndIn, uniqueEmail } from './accounts.ts';
import { ownerSignsIn } from './admin.ts';
import { Findings } from './axe-findings.ts';
import { expect, test } from './store-test.ts';

/**
 * axe-core on every page of the shop, and on the dialogs and panels a shopper opens, on both projects (desktop
 * 1280 px, phone 390 px; on the phone each layout once, LAID_OUT_LIKE_ANOTHER); the back office's pages are scanned
 * in admin-accessibility.spec.ts.
 */
// Each test walks through many pages and scans each one.
test.describe.configure({ timeout: 240_000 });

async function visit(page: Page, path: string, ready: Locator) {
  await page.goto(path);
  await expect(ready).toBeVisible();
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const OPEN_DIALOG = 'dialog[open]';

const CONTENT_PAGES = [
  '/about-us',
  '/contact',
  '/FAQs',
  '/term-of-use',
  '/privacy-policy',
  '/returns',
  '/shipping',
  '/coming-soon',
  '/gift-404',
];

/** The pages anyone sees, each with what shows it has rendered. */
const PUBLIC_PAGES: [string, (page: Page) => Locator][] = [
  ['/', (page) => page.getByRole('heading', { name: "Today's Top Picks" })],
  ['/all-collections', (page) => page.getByRole('main').getByRole('article').first()],
  ['/shop-default-grid', (page) => page.getByRole('main').getByRole('article').first()],
  ['/shop-by-collections/JDM', (page) => page.getByRole('main').getByRole('article').first()],
  ['/product-detail/1', (page) => page.getByRole('heading', { level: 1 })],
  ...CONTENT_PAGES.map((path): [string, (page: Page) => Locator] => [
    path,
    (page) => page.getByRole('heading', { level: 1 }).first(),
  ]),
];

/**
 * Pages laid out by the same route component as another page of the list, with other content: the phone run scans
 * that other page's layout (/all-collections, /term-of-use, /returns) and leaves these to the desktop run, which
 * scans every page's content (tagged @desktop, playwright.config.ts).
 */
const LAID_OUT_LIKE_ANOTHER = new Set([
  '/shop-default-grid',
  '/shop-by-collections/JDM',
  '/privacy-policy',
  '/shipping',
]);

for (const [path, ready] of PUBLIC_PAGES) {
  test(`the page ${path}${LAID_OUT_LIKE_ANOTHER.has(path) ? ' @desktop' : ''}`, async ({ page }) => {
    const findings = new Findings();
    await visit(page, path, ready(page));
    await findings.scan(page, path);
    findings.expectNone();
  });
}

test('the not-found page', async ({ page }) => {
  const findings = new Findings();
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Something is Missing.' })).toBeVisible();
  await findings.scan(page, 'not found');
  findings.expectNone();
});

test('the dialogs and panels of shopping: search, quick view, quick add, size guide, carts and lists', async ({
  page,
}) => {
  const findings = new Findings();
  await visit(page, '/all-collections', page.getByRole('article').first());
  const card = page.getByRole('article').first();

  await page.getByRole('button', { name: 'Search' }).first().click();
  await expect(dialog(page, 'Search')).toBeVisible();
  await findings.scan(page, 'search', OPEN_DIALOG);
  await page.keyboard.press('Escape');

  await card.hover();
  await card.getByRole('button', { name: 'Quick View' }).click();
  await expect(dialog(page, /^Quick view: /)).toBeVisible();
  await findings.scan(page, 'quick view', OPEN_DIALOG);
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Quick Add' }).click();
  await expect(dialog(page, /^Quick add: /)).toBeVisible();
  await findings.scan(page, 'quick add', OPEN_DIALOG);
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(dialog(page, 'Wishlist')).toBeVisible();
  await findings.scan(page, 'side wishlist', OPEN_DIALOG);
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Compare' }).click();
  await expect(dialog(page, 'Compare products')).toBeVisible();
  await findings.scan(page, 'compare panel', OPEN_DIALOG);
  await page.keyboard.press('Escape');

  await visit(page, '/product-detail/2', page.getByRole('heading', { level: 1 }));
  await page.getByRole('button', { name: 'Size Guide' }).first().click();
  await expect(dialog(page, 'Size Guide')).toBeVisible();
  await findings.scan(page, 'size guide', OPEN_DIALOG);
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await expect(dialog(page, 'Shopping cart')).toBeVisible();
  await findings.scan(page, 'side cart', OPEN_DIALOG);
  await page.keyboard.press('Escape');

  // The shopper's own pages, with something in them; checkout as a guest offers the login.
  await visit(page, '/shopping-cart', page.getByRole('complementary', { name: 'Order Summary' }));
  await findings.scan(page, 'cart');
  for (const path of ['/wish-list', '/compare-products']) {
    await visit(page, path, page.getByRole('heading', { level: 1 }).first());
    await findings.scan(page, path);
  }
  await visit(page, '/checkout', page.getByRole('link', { name: 'Login here' }));
  await findings.scan(page, 'checkout (guest)');
  findings.expectNone();
});

test('the empty cart, wishlist and compare pages, and the account forms', async ({ page }) => {
  const findings = new Findings();
  for (const path of ['/shopping-cart', '/wish-list', '/compare-products']) {
    await visit(page, path, page.getByRole('heading', { level: 1 }).first());
    await findings.scan(page, `${path} (empty)`);
  }
  await visit(page, '/login', page.getByRole('form', { name: 'Login' }));
  await findings.scan(page, 'login');
  await visit(page, '/register', page.getByRole('form', { name: 'Register' }));
  await findings.scan(page, 'register');
  await visit(page, '/forget-password', page.getByRole('heading', { level: 1 }).first());
  await findings.scan(page, 'forgot password');
  await page.getByRole('button', { name: 'Account' }).first().click();
  await expect(page.getByRole('link', { name: 'Contact us' }).first()).toBeVisible();
  await findings.scan(page, 'account menu');
  findings.expectNone();
});

test("a shopper's checkout, confirmation, orders and account pages", async ({ page }, info) => {
  const findings = new Findings();
  const email = uniqueEmail(info, 'a11y');
  await signUpAndIn(page, email);
  await visit(page, '/product-detail/3', page.getByRole('heading', { level: 1 }));
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await expect(dialog(page, 'Shopping cart')).toBeVisible();
  await page.keyboard.press('Escape');

  await visit(page, '/checkout', page.getByRole('form', { name: 'Checkout' }));
  await findings.scan(page, 'checkout');
  const form = await fillShippingAddress(page);
  await form.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You !!!' })).toBeVisible();
  const orderId = decodeURIComponent(page.url().split('/order-confirmation/')[1] ?? '');
  await findings.scan(page, 'order confirmation');

  const pages: [string, string][] = [
    ['/my-account', 'account details'],
    ['/my-account-orders', 'my orders'],
    ['/my-account-shipping', 'shipping list'],
    [`/my-account-orders-details/${orderId}`, 'order details'],
    [`/my-account-shipping-details/${orderId}`, 'shipping details'],
    [`/order-tracking/${orderId}`, 'order tracking'],
  ];
  for (const [path, name] of pages) {
    await visit(page, path, page.getByRole('heading', { level: 1 }).first());
    await findings.scan(page, name);
  }
  await visit(page, `/my-account-orders-details/${orderId}`, page.getByRole('button', { name: 'Cancel', exact: true }));
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog(page, 'Cancel order')).toBeVisible();
  await findings.scan(page, 'cancel order dialog', OPEN_DIALOG);
  await page.keyboard.press('Escape');

  // The same order in the back office, with its printable documents.
  await ownerSignsIn(page);
  for (const path of ['', '/invoice', '/slip']) {
    await visit(page, `/admin/orders/${encodeURIComponent(orderId)}${path}`, page.getByText(orderId).first());
    await findings.scan(page, `back-office order${path}`);
  }
  // The invoice page offers to issue the invoice (opening it issues nothing); issued, it is the A4 invoice.
  await visit(page, `/admin/orders/${encodeURIComponent(orderId)}/invoice`, page.getByText(orderId).first());
  await page.getByRole('button', { name: 'Issue tax invoice' }).click();
  await expect(page.getByRole('article', { name: 'Tax Invoice' })).toBeVisible();
  await findings.scan(page, 'back-office tax invoice');
  findings.expectNone();
});

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the newsletter popup', async ({ page }) => {
    const findings = new Findings();
    await page.clock.install();
    await visit(page, '/about-us', page.getByRole('heading', { level: 1 }).first());
    await page.clock.fastForward(9000);
    await expect(dialog(page, 'Newsletter')).toBeVisible();
    await page.clock.resume();
    await findings.scan(page, 'newsletter popup', OPEN_DIALOG);
    findings.expectNone();
  });
});

// Tagged @mobile: only the phone has the side menu and the filter panel.
test('the side menu and the filter panel on a phone @mobile', async ({ page }) => {
  const findings = new Findings();
  await visit(page, '/', page.getByRole('heading', { name: "Today's Top Picks" }));
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(dialog(page, 'Menu')).toBeVisible();
  await findings.scan(page, 'side menu', OPEN_DIALOG);
  await page.keyboard.press('Escape');
  await visit(page, '/all-collections', page.getByRole('article').first());
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(dialog(page, 'Filters')).toBeVisible();
  await findings.scan(page, 'filter panel', OPEN_DIALOG);
  findings.expectNone();
});
