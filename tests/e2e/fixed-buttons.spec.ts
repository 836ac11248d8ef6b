/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, test } from './store-test.ts';

type Span = { left: number; right: number };

/**
 * The left and right edges of what shows of each element the selector finds: cut by the ancestors that clip
 * (a carousel's next slide lies beyond its frame, unseen) and by the window.
 */
function spansOf(page: Page, selector: string): Promise<Span[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .map((element) => {
        const box = element.getBoundingClientRect();
        let left = Math.max(box.left, 0);
        let right = Math.min(box.right, document.documentElement.clientWidth);
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX === 'visible') continue;
          const frame = parent.getBoundingClientRect();
          left = Math.max(left, frame.left);
          right = Math.min(right, frame.right);
        }
        return { left, right, shown: box.height > 0 && right > left };
      })
      .filter(({ shown }) => shown)
      .map(({ left, right }) => ({ left, right })),
  );
}

const overlaps = (a: Span, b: Span) => a.left < b.right && b.left < a.right;

test('on large screens the fixed buttons sit beside the page, never over a Quick Add or Subscribe', async ({
  page,
}) => {
  for (const width of [1024, 1280, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.mouse.wheel(0, 1200);
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    const fixed = await spansOf(page, '.floating a, .floating button, .scroll-top');
    // Scroll to top, and on the home page the chat link and the cart button.
    expect(fixed, `fixed buttons at ${width} px`).toHaveLength(3);
    // Fixed buttons stay where they are while the page scrolls under them: sharing no column with a button of
    // the page means covering it at no scroll position.
    const targets = await spansOf(page, '.product-card__info .button, footer button');
    expect(targets.length).toBeGreaterThan(4);
    for (const button of fixed) {
      for (const target of targets) expect(overlaps(button, target), `at ${width} px`).toBe(false);
    }
  }
});

test('the chat link and the floating cart are the home page’s only', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toBeVisible();
  await page.getByRole('button', { name: /^Open cart, 0 items$/ }).click();
  await expect(page.getByRole('dialog', { name: /cart/i })).toBeVisible();
  await page.goto('/all-collections');
  await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveCount(0);
});

test('on a phone scroll-to-top is a cell of the bottom toolbar and the page ends above the toolbar @mobile', async ({
  page,
}) => {
  await page.goto('/all-collections');
  const toolbar = page.getByRole('navigation', { name: 'Toolbar' });
  await expect(toolbar.getByRole('button', { name: 'Scroll to top' })).toBeHidden();
  const before = await toolbar.getByRole('link', { name: 'Shop' }).boundingBox();
  await page.mouse.wheel(0, 1200);
  const scrollTop = toolbar.getByRole('button', { name: 'Scroll to top' });
  await expect(scrollTop).toBeVisible();
  // The toolbar's other cells stay put when it appears.
  expect(await toolbar.getByRole('link', { name: 'Shop' }).boundingBox()).toEqual(before);
  await expect(page.locator('.scroll-top')).toBeHidden();
  await scrollTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const footerEnd = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
  const toolbarTop = (await toolbar.boundingBox())!.y;
  expect(footerEnd).toBeLessThanOrEqual(toolbarTop + 1);
});
