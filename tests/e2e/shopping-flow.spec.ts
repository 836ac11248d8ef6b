/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './store-test.ts';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });

function screenshot(page: Page, info: TestInfo, name: string) {
  return page.screenshot({ path: `${SCREENSHOTS}${info.project.name}-${name}.png`, fullPage: false });
}

/** The filter controls: the sidebar on wide screens, the Filter panel on small ones. */
async function filters(page: Page) {
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  if (await sidebar.isVisible()) return sidebar;
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  return page.getByRole('dialog', { name: 'Filters' });
}

async function closeFilters(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  if (await dialog.isVisible()) await page.keyboard.press('Escape');
}

test('home → shop → filter → sort → product → cart, with the bulk discount, kept over a reload', async ({
  page,
}, info) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: "Today's Top Picks" })).toBeVisible();
  await screenshot(page, info, 'home');

  await page.goto('/all-collections');
  await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  const all = Number((await page.getByText(/^\d+ products$/).innerText()).split(' ')[0]);

  const colours = await filters(page);
  await colours.getByRole('button', { name: /^Black/ }).click();
  await expect(page).toHaveURL(/colour=Black/);
  await closeFilters(page);
  const sizes = await filters(page);
  await sizes.getByRole('button', { name: /^M \(/ }).click();
  await expect(page).toHaveURL(/size=M/);
  await closeFilters(page);
  const filtered = Number((await page.getByText(/^\d+ products$/).innerText()).split(' ')[0]);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(all);

  await page.getByRole('combobox', { name: 'Sort products' }).selectOption({ label: 'Price Ascending' });
  await expect(page).toHaveURL(/sort=PRICE_ASC/);
  await screenshot(page, info, 'shop');

  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product-detail\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Increase quantity' }).first().click();
  await screenshot(page, info, 'product');
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Shopping cart' })).toBeVisible();

  await page.goto('/shopping-cart');
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('AED 20.00'); // 2 items: floor(2 / 2) × 20
  await screenshot(page, info, 'cart');
  const total = await summary.locator('dd').last().innerText();
  await page.reload();
  await expect(summary.locator('dd').last()).toHaveText(total);
});

// Tagged @mobile: only the mobile project runs it (playwright.config.ts).
test('small screens have the menu and the bottom toolbar @mobile', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'JDM' }).click();
  await expect(page).toHaveURL(/shop-by-collections\/JDM/);
  await expect(menu).toBeHidden();
  await page.getByRole('navigation', { name: 'Toolbar' }).getByRole('link', { name: 'Wishlist' }).click();
  await expect(page).toHaveURL(/wish-list/);
});
