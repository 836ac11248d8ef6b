/// <reference lib="dom" />
import type { Page, Route } from '@playwright/test';
import { expect, test } from './store-test.ts';

// The boot script (web/scripts-after-paint-plugin.ts) runs the page's modules once the first screen's pictures
// have shown, so the app's start-up never stands between the largest picture's arrival and its paint; the modules
// are fetched meanwhile, and a picture that is slow or fails holds them back 2 s at most. Checked by the order of
// events, not by how fast this machine is.

declare global {
  interface Window {
    pictureShownAt?: number;
    liveAt?: number;
  }
}

/** The product page's photos (its gallery's first one is the first screen's picture). */
const PRODUCT_PHOTOS = /\/media\/v\d+\/products\/1\//;
/** The boot script's FIRST_PICTURES_WAIT_MS. */
const LONGEST_WAIT_MS = 2_000;
/**
 * How long after its modules were all asked for the first picture comes: time enough for the page to have gone
 * live without it, and well inside the longest wait.
 */
const PICTURE_AFTER_MODULES_MS = 500;
/** Longer than any page here takes to hydrate, however busy the machine. */
const HANGS_MS = 60_000;

/** Opens the product page and waits until it is live; returns when (page clock) its first picture loaded and it went live. */
async function openProduct(page: Page) {
  await page.addInitScript(() => {
    // On the document: an element's load event does not reach the window.
    document.addEventListener(
      'load',
      (event) => {
        if (event.target instanceof HTMLImageElement && event.target.fetchPriority === 'high')
          window.pictureShownAt ??= performance.now();
      },
      { capture: true },
    );
    new MutationObserver(() => {
      if (document.documentElement.dataset.hydrated === 'true') window.liveAt ??= performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto('/product-detail/1', { waitUntil: 'commit' });
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: HANGS_MS / 2 });
  return page.evaluate(() => ({ picture: window.pictureShownAt, live: window.liveAt! }));
}

/** Holds each photo until `until` settles (or HANGS_MS pass), then lets it load. */
const held = (until: Promise<unknown>) => async (route: Route) => {
  await Promise.race([until, new Promise((resolve) => setTimeout(resolve, HANGS_MS))]);
  await route.continue().catch(() => {});
};

test('the page goes live after its first picture has come, its modules fetched meanwhile', async ({ context }) => {
  const page = await context.newPage();
  const html = await (await page.request.get('/product-detail/1')).text();
  const modules = [...html.matchAll(/<meta name="app-module" content="([^"]+)">/g)].map((match) => match[1]!);
  expect(modules.length).toBeGreaterThan(1);
  // The photos come only a moment after every module has been asked for: were the modules to run as soon as they
  // came, or the fetches to wait for the picture (then the longest wait), the page would go live before its picture.
  const asked = new Set<string>();
  let allAsked = () => {};
  const modulesAsked = new Promise<void>((resolve) => (allAsked = resolve));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (modules.includes(path) && asked.add(path).size === modules.length) allAsked();
  });
  const pictureDue = modulesAsked.then(() => new Promise((resolve) => setTimeout(resolve, PICTURE_AFTER_MODULES_MS)));
  await page.route(PRODUCT_PHOTOS, held(pictureDue));
  const times = await openProduct(page);
  expect([...asked].sort()).toEqual([...modules].sort());
  expect(times.picture, 'the first picture loaded').toBeDefined();
  expect(times.live, 'live after the picture').toBeGreaterThan(times.picture!);
});

test.describe('a first picture that does not come', () => {
  test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED/] });

  test('does not keep the page from going live, failed or hanging', async ({ context }) => {
    const failing = await context.newPage();
    await failing.route(PRODUCT_PHOTOS, (route) => route.abort());
    const failed = await openProduct(failing);
    expect(failed.picture).toBeUndefined();
    await failing
      .getByRole('button', { name: /add to cart/i })
      .first()
      .click();
    await expect(failing.getByRole('dialog', { name: 'Shopping cart' })).toBeVisible();

    const hanging = await context.newPage();
    await hanging.route(PRODUCT_PHOTOS, held(new Promise(() => {})));
    const hung = await openProduct(hanging);
    expect(hung.picture).toBeUndefined();
    expect(hung.live, 'the modules waited for the picture, up to the longest wait').toBeGreaterThanOrEqual(
      LONGEST_WAIT_MS,
    );
    await hanging.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
