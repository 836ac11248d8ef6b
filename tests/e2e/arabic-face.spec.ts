/// <reference lib="dom" />
import { arabicFaceRequests, facesDrawing, loadedFaces } from './font-use.ts';
import { expect, test } from './store-test.ts';

/**
 * The Arabic web face (issue 21): /ar pages preload IBM Plex Sans Arabic and draw their Arabic with it from the first
 * visit; English pages never fetch it, even when the shopper's browser prefers Arabic and the page shows an Arabic
 * suggestion; Arabic pages fit every width from a small phone to a laptop, and do not move as the face arrives.
 */

const ARABIC_PAGES = [
  '/ar',
  '/ar/all-collections',
  '/ar/product-detail/1',
  '/ar/shopping-cart',
  '/ar/checkout',
  '/ar/login',
  '/ar/contact',
  '/ar/FAQs',
];
const WIDTHS = [360, 390, 768, 1024, 1366];

test('/ar fetches the Arabic face and names it first for its text and after the display face', async ({ page }) => {
  const requests = arabicFaceRequests(page);
  await page.goto('/ar');
  await expect.poll(() => loadedFaces(page, 'IBM Plex Sans Arabic')).toBeGreaterThan(0);
  expect(requests.length).toBeGreaterThan(0);
  const families = await page.evaluate(() => ({
    body: getComputedStyle(document.body).fontFamily,
    heading: getComputedStyle(document.querySelector('h1, h2')!).fontFamily,
  }));
  expect(families.body).toMatch(/^"IBM Plex Sans Arabic", Manrope/);
  expect(families.heading).toMatch(/^"Barlow Condensed", "IBM Plex Sans Arabic"/);
  // A later Arabic page draws with it (a face loads only when text needs it), from the cache.
  await page.goto('/ar/contact');
  await expect.poll(() => loadedFaces(page, 'IBM Plex Sans Arabic')).toBeGreaterThan(0);
});

/**
 * With font-display: optional a face that comes after the first paint's short block period is not used on that
 * page: on a machine running three browser suites side by side the preloaded file has come too late (CI, once in
 * many runs). Up to three first visits, each in a fresh browser context; the preload itself is checked on every one.
 */
const FIRST_VISITS = 3;

test("a first visit to /ar draws its Arabic in the Arabic face, preloaded, not in the system's", async ({
  browser,
  baseURL,
}) => {
  const drawnWith: string[][] = [];
  while (drawnWith.length < FIRST_VISITS && !drawnWith.at(-1)?.includes('IBM Plex Sans Arabic')) {
    // A fresh context: nothing in the cache, as for a shopper's first visit.
    const firstVisit = await browser.newContext({ baseURL });
    try {
      const page = await firstVisit.newPage();
      await page.goto('/ar');
      await expect(page.locator('head link[rel="preload"][as="font"][href*="ibm-plex-sans-arabic-400"]')).toHaveCount(
        1,
      );
      await page.waitForLoadState('networkidle');
      drawnWith.push(await facesDrawing(page, '.promo-bar'));
    } finally {
      await firstVisit.close();
    }
  }
  test.info().annotations.push({ type: 'faces of each first visit', description: JSON.stringify(drawnWith) });
  expect(drawnWith.at(-1)).toContain('IBM Plex Sans Arabic');
});

test('English pages never fetch the Arabic face, even with Arabic on them', async ({ browser, baseURL }) => {
  // A browser that prefers Arabic: the English page shows the Arabic suggestion (lang="ar") and the switch.
  const arabicBrowser = await browser.newContext({ baseURL, locale: 'ar-AE' });
  try {
    const page = await arabicBrowser.newPage();
    const requests = arabicFaceRequests(page);
    for (const path of ['/', '/all-collections', '/product-detail/1', '/contact']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[lang="ar"]').first()).toBeAttached();
    expect(await loadedFaces(page, 'IBM Plex Sans Arabic')).toBe(0);
    expect(requests).toEqual([]);
  } finally {
    await arabicBrowser.close();
  }
});

// It sets each width itself, so the phone run would only repeat it.
test('/ar pages have no horizontal overflow from 360 to 1366 px wide @desktop', async ({ page }) => {
  test.setTimeout(120_000);
  const tooWide: string[] = [];
  for (const path of ARABIC_PAGES) {
    await page.goto(path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) tooWide.push(`${path} at ${width} px: ${overflow} px too wide`);
    }
  }
  expect(tooWide).toEqual([]);
});

test('/ar does not move as its face and scripts arrive (CLS under 0.1)', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { arabicShifts: number[] }).arabicShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/ar');
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() =>
    (window as unknown as { arabicShifts: number[] }).arabicShifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifts).toBeLessThan(0.1);
});
