/// <reference lib="dom" />
import type { Page, Route } from '@playwright/test';
import { expect, test } from './store-test.ts';

// The boot script (web/scripts-after-paint-plugin.ts) runs the page's modules once the first screen's pictures
// have shown, so the app's start-up never stands between the largest picture's arrival and its paint; a picture
// that is slow or fails holds the modules back 2 s at most.

declare global {
  interface Window {
    pictureShownAt?: number;
    pictureFailedAt?: number;
    liveAt?: number;
  }
}

/** The product page's photos (its gallery's first one is the first screen's picture). */
const PRODUCT_PHOTOS = /\/media\/v\d+\/products\/1\//;
const PICTURE_DELAY_MS = 1_200;
/** The boot script's FIRST_PICTURES_WAIT_MS. */
const LONGEST_WAIT_MS = 2_000;

/** Opens the product page (not waiting until it is live), noting when its first picture loaded and when it went live. */
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
    document.addEventListener(
      'error',
      (event) => {
        if (event.target instanceof HTMLImageElement && event.target.fetchPriority === 'high')
          window.pictureFailedAt ??= performance.now();
      },
      { capture: true },
    );
    new MutationObserver(() => {
      if (document.documentElement.dataset.hydrated === 'true') window.liveAt ??= performance.now();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  const scriptsAsked: number[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(?!boot-)[^/]+\.js$/.test(request.url())) scriptsAsked.push(Date.now());
  });
  const opened = Date.now();
  await page.goto('/product-detail/1', { waitUntil: 'commit' });
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 });
  return {
    times: await page.evaluate(() => ({
      picture: window.pictureShownAt,
      failed: window.pictureFailedAt,
      live: window.liveAt!,
    })),
    firstScriptAskedAfterMs: Math.min(...scriptsAsked) - opened,
  };
}

const delayed = (ms: number) => async (route: Route) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await route.continue().catch(() => {});
};

test('the page goes live after its first picture has come, its modules fetched meanwhile', async ({ context }) => {
  const page = await context.newPage();
  await page.route(PRODUCT_PHOTOS, delayed(PICTURE_DELAY_MS));
  const { times, firstScriptAskedAfterMs } = await openProduct(page);
  expect(times.picture, 'the first picture loaded').toBeDefined();
  expect(times.live).toBeGreaterThan(times.picture!);
  expect(firstScriptAskedAfterMs, 'the modules were asked for while the picture was on its way').toBeLessThan(
    PICTURE_DELAY_MS,
  );
});

test.describe('a first picture that does not come', () => {
  test.use({ allowedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED/] });

  test('does not hold the page back when it fails, and holds it 2 s at most when it hangs', async ({ context }) => {
    const failing = await context.newPage();
    await failing.route(PRODUCT_PHOTOS, (route) => route.abort());
    const failed = await openProduct(failing);
    expect(failed.times.picture).toBeUndefined();
    // Live once hydrated after the failure, not after the longest wait (hydration itself takes well under it).
    expect(failed.times.failed).toBeDefined();
    expect(failed.times.live - failed.times.failed!).toBeLessThan(LONGEST_WAIT_MS);

    const hanging = await context.newPage();
    await hanging.route(PRODUCT_PHOTOS, delayed(30_000));
    const hung = await openProduct(hanging);
    expect(hung.times.picture).toBeUndefined();
    expect(hung.times.live).toBeGreaterThanOrEqual(LONGEST_WAIT_MS);
    await hanging.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
