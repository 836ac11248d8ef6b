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
