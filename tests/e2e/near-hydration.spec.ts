/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './store-test.ts';

/**
 * Sections far down a page hydrate only when the shopper comes near them (HydrateLater untilNear,
 * web/src/lib/near-gate.ts): until then they are the server's HTML, and a tap, a key or a navigation makes React
 * hydrate them at once.
 */

/** Whether React has hydrated the element (it keeps its fiber on it). */
const hydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

const bestSelling = (page: Page) => page.getByRole('region', { name: 'Best Selling' });

test('a section far down the home page hydrates when the shopper scrolls near it, with the lists kept in the browser', async ({
  page,
}) => {
  await page.goto('/');
  const card = bestSelling(page).getByRole('article').first();
  const title = (await card.getAttribute('aria-label'))!;
  const id = (await card.getByRole('link').first().getAttribute('href'))!.split('/').pop()!;
  await page.evaluate((wished) => localStorage.setItem('wishlist', JSON.stringify([wished])), id);

  await page.reload();
  // Live (the header counts the kept wishlist), while the far section is still the server's HTML.
  await expect(page.locator('.site-header__wishlist')).toHaveAttribute('aria-label', 'Wishlist, 1 items');
  const heart = card.getByRole('button', { name: /Wishlist|Wishlished/ });
  expect(await hydrated(heart)).toBe(false);

  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => hydrated(heart)).toBe(true);
  // Hydrated against the server's HTML, then shows what this browser keeps: no mismatch (the console stays clean).
  await expect(card.getByRole('button', { name: 'Already Wishlished' })).toBeVisible();
  await card.getByRole('button', { name: 'Already Wishlished' }).click();
  await expect(page.getByRole('dialog', { name: 'Wishlist' }).getByText(title)).toHaveCount(1);
});

test('a tap on a section the shopper jumped to before it hydrated is not lost @mobile', async ({ page }) => {
  // Whether React had hydrated the button when the finger came down, noted for the report: at this slowdown the
  // tap usually comes first, and then its own pointerdown hydrates the section.
  await page.addInitScript(() =>
    addEventListener(
      'pointerdown',
      (event) => {
        const button = (event.target as Element).closest('button');
        if (button)
          button.dataset.hydratedAtTap = String(Object.keys(button).some((key) => key.startsWith('__reactFiber$')));
      },
      { capture: true },
    ),
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/');
  const card = bestSelling(page).getByRole('article').first();
  const title = (await card.getAttribute('aria-label'))!;
  const compare = card.getByRole('button', { name: 'Compare' });
  expect(await hydrated(compare)).toBe(false);
  // Scrolled to, and tapped as soon as it holds still.
  await compare.tap();
  const bar = page.getByRole('dialog', { name: 'Compare products' });
  await expect(bar.getByRole('button', { name: `Remove ${title} from compare` })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Already compared' })).toBeVisible();
  test.info().annotations.push({
    type: 'hydrated when tapped',
    description: String(
      await card.getByRole('button', { name: 'Already compared' }).getAttribute('data-hydrated-at-tap'),
    ),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test("a phone's footer hydrates when the shopper opens one of its blocks, and its newsletter form takes what is typed @mobile", async ({
  page,
}) => {
  await page.goto('/product-detail/1');
  const footer = page.getByRole('contentinfo');
  const toggle = footer.getByRole('button', { name: 'Newsletter', exact: true });
  expect(await hydrated(toggle)).toBe(false);
  await toggle.tap();
  const email = footer.getByRole('region', { name: 'Newsletter' }).getByLabel('Email');
  await email.fill('near@example.ae');
  await expect(email).toHaveValue('near@example.ae');
  expect(await hydrated(email)).toBe(true);
});

test("a tap on a phone's footer before its script has come opens the block once it comes, never lost @mobile", async ({
  page,
}) => {
  // The footer's script held back until the tap is made: React cannot hydrate the footer within the tap.
  let release = () => {};
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/footer-(?!folds)[\w-]+\.js$/, async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto('/product-detail/1', { waitUntil: 'domcontentloaded' });
  const footer = page.getByRole('contentinfo');
  const block = footer.getByRole('region', { name: 'Newsletter' });
  await footer.getByRole('button', { name: 'Newsletter', exact: true }).tap();
  release();
  await expect(block.getByLabel('Email')).toBeVisible();
  // Handed over once, not twice: a second toggle would have folded the block again.
  await page.waitForLoadState('networkidle');
  await expect(block.getByLabel('Email')).toBeVisible();
});

test('on a wide screen the footer hydrates with the page: its blocks stand open, never folded as the server sent them @desktop', async ({
  page,
}) => {
  await page.goto('/product-detail/1');
  const email = page.getByRole('contentinfo').getByRole('region', { name: 'Newsletter' }).getByLabel('Email');
  await expect(email).toBeVisible();
  expect(await hydrated(email)).toBe(true);
});
