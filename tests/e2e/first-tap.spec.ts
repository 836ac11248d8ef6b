/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './store-test.ts';

/** A slow phone: Chromium's main thread four times slower, as Lighthouse's mobile emulation has it. */
const CPU_SLOWDOWN = 4;
/** How long the slowed-down page may take to hydrate once its scripts come. */
const LIVE_WITHIN_MS = 40_000;

declare global {
  interface Window {
    firstTapAt?: number;
  }
}

/**
 * Opens `path` in a page of its own (the `page` fixture waits until a page is live; this one must not), on a CPU
 * slowed down through the DevTools protocol, and returns when `button` shows: the server's HTML has painted.
 */
async function openSlowly(page: Page, path: string, button: (page: Page) => Locator) {
  // When the first touch reached the page, on the page's clock (the time the browser took the input, however
  // busy the page's main thread then was).
  await page.addInitScript(() =>
    addEventListener('pointerdown', (event) => (window.firstTapAt ??= event.timeStamp), { capture: true }),
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The app's modules wait until the tap (the boot script does not): the tap always comes before the app listens,
  // as on a phone whose scripts are still on their way, however fast or busy this machine is.
  let release = () => {};
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  const target = button(page);
  await target.waitFor({ state: 'visible' });
  return { target, release };
}

/**
 * Taps at once (scrolled to, when below the first screen; `taps` times, as an impatient shopper) and checks that it was early: before the page was
 * live. How long after the first paint it came is noted; on a busy machine it is not a measure of the store.
 */
async function tapEarly(page: Page, { target, release }: { target: Locator; release: () => void }, taps = 1) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  for (let tap = 0; tap < taps; tap += 1) await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
  const early = await page.evaluate(() => ({
    live: document.documentElement.dataset.hydrated === 'true',
    sincePaint: window.firstTapAt! - performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
  }));
  test.info().annotations.push({ type: 'tap after first paint', description: `${Math.round(early.sincePaint)} ms` });
  expect(early.live, 'the tap came before the page was live').toBe(false);
  release();
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The page has hydrated: from here on a lost tap stays lost. */
const live = (page: Page) =>
  expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: LIVE_WITHIN_MS });

test.describe('a first tap on a slow phone is never lost @mobile', () => {
  test.setTimeout(LIVE_WITHIN_MS + 20_000);

  test('the menu button opens the menu', async ({ context }) => {
    const page = await context.newPage();
    const target = await openSlowly(page, '/', (p) => p.getByRole('button', { name: 'Open menu' }));
    await tapEarly(page, target);
    await live(page);
    await expect(dialog(page, 'Menu')).toBeVisible();
  });

  test("a product card's wishlist heart adds the product, once", async ({ context }) => {
    const page = await context.newPage();
    const card = (p: Page) => p.getByRole('region', { name: "Today's Top Picks" }).getByRole('article').first();
    const target = await openSlowly(page, '/', (p) => card(p).getByRole('button', { name: 'Add to Wishlist' }));
    const title = await card(page).getAttribute('aria-label');
    await tapEarly(page, target);
    await live(page);
    const wishlist = dialog(page, 'Wishlist');
    await expect(wishlist).toBeVisible();
    await expect(wishlist.getByText(title!)).toHaveCount(1);
    await expect(card(page).getByRole('button', { name: 'Already Wishlished' })).toBeVisible();
  });

  test('Add to cart on a product page, tapped three times while nothing happens, puts the tee in the cart once', async ({
    context,
  }) => {
    const page = await context.newPage();
    const target = await openSlowly(page, '/product-detail/9', (p) =>
      p.getByRole('main').getByRole('button', { name: 'Add to cart' }),
    );
    await tapEarly(page, target, 3);
    await live(page);
    await expect(dialog(page, 'Shopping cart')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Already Added' })).toBeVisible();
    const lines = await page.evaluate(
      () => JSON.parse(localStorage.getItem('cartList') ?? '[]') as { id: string; quantity: number }[],
    );
    expect(lines.map((line) => [line.id, line.quantity])).toEqual([['9', 1]]);
  });

  test("a returning shopper's cart is kept when an early tap adds a tee to it", async ({ context }) => {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const kept = {
        id: '1',
        title: 'A tee from last week',
        imgSrc: '',
        price: 99,
        quantity: 2,
        ssize: '',
        scolor: '',
      };
      localStorage.setItem('cartList', JSON.stringify([kept]));
    });
    const target = await openSlowly(page, '/product-detail/9', (p) =>
      p.getByRole('main').getByRole('button', { name: 'Add to cart' }),
    );
    await tapEarly(page, target);
    await live(page);
    await expect(dialog(page, 'Shopping cart')).toBeVisible();
    const lines = await page.evaluate(
      () => JSON.parse(localStorage.getItem('cartList') ?? '[]') as { id: string; quantity: number }[],
    );
    expect(lines.map((line) => [line.id, line.quantity])).toEqual([
      ['1', 2],
      ['9', 1],
    ]);
  });
});

test.describe('a link followed before the page is live @desktop', () => {
  test('the language switch keeps the choice, as it does once the page is live', async ({ context }) => {
    const page = await context.newPage();
    const { target, release } = await openSlowly(page, '/ar', (p) => p.getByRole('link', { name: 'English' }));
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await target.click();
    await expect(page).toHaveURL(/\/$/);
    release();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => document.cookie)).toContain('lang=en');
  });
});
