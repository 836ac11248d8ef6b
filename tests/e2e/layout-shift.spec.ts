/// <reference lib="dom" />
import { expect, test } from './store-test.ts';

/** Google's "good" Cumulative Layout Shift. */
const GOOD_CLS = 0.1;

declare global {
  interface Window {
    layoutShifts: number[];
  }
}

// The browser's own layout-shift entries, from the first paint on; shifts right after a click or key press are
// expected and not counted (hadRecentInput), as in CLS.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.layoutShifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

for (const path of ['/', '/all-collections', '/product-detail/1']) {
  test(`${path} does not move under the shopper as it loads, hydrates and starts its carousels`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (path === '/') await expect(page.locator('.slideshow .swiper-initialized')).toHaveCount(1);
    // Every shift added up: at least the page's CLS, which counts the worst burst of them.
    const shifts = await page.evaluate(() => window.layoutShifts.reduce((sum, value) => sum + value, 0));
    expect(shifts).toBeLessThan(GOOD_CLS);
  });
}

// The cart is rendered on the server without its lines (they live in the browser): opening it with a kept line,
// or with none, its lines or its empty message replace the placeholder without moving the page much.
for (const kept of [[{ id: '1', title: 'Kept Tee', imgSrc: '', price: 89, quantity: 1, ssize: '', scolor: '' }], []]) {
  test(`/shopping-cart opened with ${kept.length} kept line(s) does not move under the shopper`, async ({ page }) => {
    await page.goto('/404');
    await page.evaluate((lines) => localStorage.setItem('cartList', JSON.stringify(lines)), kept);
    await page.goto('/shopping-cart');
    await page.waitForLoadState('networkidle');
    if (kept.length) await expect(page.getByRole('link', { name: 'Kept Tee' })).toBeVisible();
    else await expect(page.getByText('Your Cart is empty.')).toBeVisible();
    const shifts = await page.evaluate(() => window.layoutShifts.reduce((sum, value) => sum + value, 0));
    expect(shifts).toBeLessThan(GOOD_CLS);
  });
}

// The first screen's largest image (LCP) is painted at its final size from the server's HTML: if the page grew it
// when it hydrated (the shop's sidebar dropped on a phone), its largest paint would wait for the scripts.
for (const path of ['/', '/all-collections', '/product-detail/1']) {
  test(`${path} shows its largest image at the same size before and after its scripts run`, async ({
    browser,
    page,
  }, info) => {
    const largestImage = 'img[fetchpriority="high"]';
    const withoutScripts = await browser.newContext({
      viewport: page.viewportSize(),
      isMobile: info.project.use.isMobile,
      hasTouch: info.project.use.hasTouch,
      baseURL: info.project.use.baseURL,
      javaScriptEnabled: false,
    });
    try {
      const serverPage = await withoutScripts.newPage();
      await serverPage.goto(path);
      const before = await serverPage.locator(largestImage).first().boundingBox();
      await page.goto(path);
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
      const after = await page.locator(largestImage).first().boundingBox();
      expect(before?.width).toBeGreaterThan(0);
      expect(before && { width: Math.round(before.width), height: Math.round(before.height) }).toEqual(
        after && { width: Math.round(after.width), height: Math.round(after.height) },
      );
    } finally {
      await withoutScripts.close();
    }
  });
}

// The scripts are fetched after the first paint (web/scripts-after-paint-plugin.ts): the HTML names one small boot
// script and no module for the browser to fetch at once, so on a slow line the page shows without waiting for them;
// and it still becomes interactive.
test('the home page asks only for a small boot script before it paints, then hydrates', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html.match(/<script[^>]* src="[^"]+"/g)).toEqual([expect.stringMatching(/src="\/assets\/boot-[^"]+\.js"/)]);
  expect(html).not.toContain('modulepreload');
  await page.goto('/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: /^Cart/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The lazy parts (footer, lower sections) load without a modulepreload link each: inserting them cost the phone a
  // long task (scripts-after-paint-plugin.ts).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
});
