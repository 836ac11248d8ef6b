/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './store-test.ts';

/**
 * The shop in Arabic (issue 21): /ar is rendered right to left in Arabic before any script runs, the language
 * switch goes to the same page in the other language and back, and axe finds nothing serious on it. Console
 * errors fail every test (store-test.ts).
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Whether the page is wider than the window (a horizontal scrollbar). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('/ar arrives right to left and in Arabic before any script runs', async ({ browser, baseURL }) => {
  const withoutScripts = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await withoutScripts.newPage();
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.promo-bar')).toHaveText(/شحن مجاني لجميع الطلبات/);
    await expect(page.getByRole('heading', { level: 1, name: 'تيشيرتات بتصاميم مطبوعة من دبي' })).toBeAttached();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/$/);
  } finally {
    await withoutScripts.close();
  }
});

test('the language switch goes from /ar to / and back, staying on the page, without overflow', async ({
  page,
  isMobile,
}) => {
  await page.goto('/ar');
  expect(await overflows(page)).toBe(false);
  const openMenu = async (name: string) => {
    if (isMobile) await page.getByRole('button', { name }).click();
  };

  await openMenu('فتح القائمة');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('Free shipping on all orders · Free returns')).toBeVisible();

  await openMenu('Open menu');
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Links inside an Arabic page stay in Arabic.
  await page.goto('/ar/contact');
  await expect(page.locator('.site-header__logo')).toHaveAttribute('href', '/ar');
  await expect(page.locator('footer a[href="/ar/FAQs"]')).toHaveCount(1);
  expect(await overflows(page)).toBe(false);
  expect(await page.evaluate(() => document.cookie)).toContain('lang=ar');
});

test('a browser that prefers Arabic gets a one-line suggestion on an English page, never a redirect', async ({
  browser,
  baseURL,
}) => {
  const arabicBrowser = await browser.newContext({ baseURL, locale: 'ar-AE' });
  try {
    const page = await arabicBrowser.newPage();
    const response = await page.goto('/contact');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    const suggestion = page.getByRole('region', { name: 'اقتراح اللغة' });
    await expect(suggestion.getByRole('link', { name: 'هذه الصفحة متاحة بالعربية' })).toHaveAttribute(
      'href',
      '/ar/contact',
    );
    await expect(page).toHaveURL(/\/contact$/);
    // Declined once, it stays away.
    await suggestion.getByRole('button', { name: 'إغلاق' }).click();
    await expect(suggestion).toHaveCount(0);
    // Once declined, the suggestion's code is not even loaded.
    const suggestionScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/language-suggestion-[^/]+\.js$/.test(request.url())) suggestionScripts.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('html[data-settled="true"]').waitFor({ state: 'attached' });
    await expect(page.getByRole('region', { name: 'اقتراح اللغة' })).toHaveCount(0);
    expect(suggestionScripts).toEqual([]);
  } finally {
    await arabicBrowser.close();
  }
});

for (const path of ['/ar', '/ar/all-collections', '/ar/contact']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const blocking = violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });
}

test('the language switch on a product page goes to the same product in Arabic and back', async ({
  page,
  isMobile,
}) => {
  const openMenu = async (name: string) => {
    if (isMobile) await page.getByRole('button', { name }).click();
  };
  await page.goto('/product-detail/1');
  const englishTitle = await page.getByRole('heading', { level: 1 }).textContent();

  await openMenu('Open menu');
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/product-detail\/1$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The demo catalogue's title in Arabic, not the English one.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06ff]/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(englishTitle ?? '');

  await openMenu('فتح القائمة');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/product-detail\/1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishTitle ?? '');
});
