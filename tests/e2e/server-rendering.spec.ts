/// <reference lib="dom" />
import type { Page, Request } from '@playwright/test';
import { expect, test } from './store-test.ts';

/** The name of a GraphQL operation the browser sent (POST body, or GET query string). */
function operationName(request: Request): string | null {
  if (!new URL(request.url()).pathname.startsWith('/graphql')) return null;
  if (request.method() === 'GET') return new URL(request.url()).searchParams.get('operationName');
  const body = request.postDataJSON() as { operationName?: string } | null;
  return body?.operationName ?? null;
}

/** Every GraphQL operation and every console error or warning of the page, from now on. */
function watch(page: Page) {
  const operations: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const name = operationName(request);
    if (name) operations.push(name);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { operations, problems };
}

/** The operations whose answers the server put into the page. */
async function prefetched(page: Page): Promise<string[]> {
  const state = await page.locator('#apollo-state').textContent();
  return Object.keys((JSON.parse(state ?? '{}') as { ROOT_QUERY?: object }).ROOT_QUERY ?? {});
}

test('a product page arrives rendered and hydrates without asking again for its data', async ({ page }) => {
  const { operations, problems } = watch(page);
  await page.goto('/product-detail/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Nürburgring Night Lap Tee' })).toBeVisible();
  expect(await prefetched(page)).toEqual(expect.arrayContaining(['collections', 'product({"id":"1"})']));
  await page.waitForLoadState('networkidle');
  // Only the signed-in customer is asked for after hydration: the server renders every page as a guest.
  expect(operations.filter((name) => name !== 'LayoutCustomer')).toEqual([]);
  expect(problems.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
  expect(problems).toEqual([]);
  // And it works: the page is live.
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('the home and shop pages hydrate with the cart and wishlist kept in the browser, without errors', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cartList',
      JSON.stringify([{ id: '2', title: 'Kept tee', imgSrc: '', price: 79, quantity: 2, ssize: 'M', scolor: 'Black' }]),
    );
    localStorage.setItem('wishlist', JSON.stringify(['1', '3']));
  });
  const { operations, problems } = watch(page);
  for (const path of ['/', '/all-collections', '/about-us']) {
    operations.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Counted from localStorage once hydrated (the header's icons are hidden on small screens, the labels are not).
    await expect(page.locator('.site-header__wishlist')).toHaveAttribute('aria-label', 'Wishlist, 2 items');
    await expect(page.locator('.site-header').getByRole('button', { name: 'Cart, 1 items' })).toBeAttached();
    // Top Picks leaves out what is in the cart, which only the browser knows: that one is asked for anew.
    expect(
      operations.filter((name) => name !== 'LayoutCustomer' && name !== 'TopPicks'),
      path,
    ).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('an unknown address and a missing product show the not-found page with status 404', async ({ page }) => {
  for (const path of ['/no-such-page', '/product-detail/987654']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Something is Missing.' })).toBeVisible();
    await expect(page.getByText('The page you are looking for cannot be found.')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Back To Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the browser-rendered pages log no warning or error either, React Router’s hydration fallback included', async ({
  page,
}) => {
  const { problems } = watch(page);
  for (const path of ['/shopping-cart', '/wish-list', '/compare-products', '/login', '/register', '/checkout']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('the shop’s stylesheet carries none of the back office’s rules, and the back office opens styled', async ({
  page,
}) => {
  const adminSelectors = () =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .map((rule) => (rule instanceof CSSStyleRule ? rule.selectorText : ''))
      .filter((selector) => selector.includes('.admin-'));
  await page.goto('/');
  expect(await page.evaluate(adminSelectors)).toEqual([]);
  await page.goto('/admin');
  const frame = page.locator('.admin-sign-in');
  await expect(frame).toBeVisible();
  // sign-in.css: a grid filling the screen, from the back office's own stylesheet.
  expect(await frame.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
  expect((await page.evaluate(adminSelectors)).length).toBeGreaterThan(0);
});

test('a page the server rendered keeps the head it came with, and the next page writes its own', async ({ page }) => {
  // Counts the head's page tags taken out, from before the page's scripts run.
  await page.addInitScript(() => {
    const counter = window as unknown as { headTagsRemoved: number };
    counter.headTagsRemoved = 0;
    document.addEventListener('DOMContentLoaded', () =>
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && node.hasAttribute('data-page-head')) counter.headTagsRemoved += 1;
          }
        }
      }).observe(document.head, { childList: true }),
    );
  });
  const removed = () => page.evaluate(() => (window as unknown as { headTagsRemoved: number }).headTagsRemoved);
  await page.goto('/product-detail/1');
  await page.locator('html[data-settled="true"]').waitFor({ state: 'attached' });
  expect(await removed()).toBe(0);
  await expect(page).toHaveTitle(/Nürburgring Night Lap Tee/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/product-detail\/1$/);

  await page
    .getByRole('navigation', { name: /breadcrumb/i })
    .getByRole('link', { name: 'Shop All' })
    .click();
  await expect(page).toHaveURL(/\/all-collections$/);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/all-collections$/);
  await expect(page).not.toHaveTitle(/Nürburgring/);
  expect(await removed()).toBeGreaterThan(0);
});
