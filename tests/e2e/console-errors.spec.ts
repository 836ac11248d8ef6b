import { expect, test } from './store-test.ts';

// The console check of store-test.ts itself: a page's error fails the test, the not-found document's own 404 does not.

test('a page that logs an error fails its test', async ({ page }) => {
  test.fail();
  await page.goto('/about-us');
  await page.evaluate(() => console.error('something broke'));
});

test('an uncaught exception fails its test', async ({ page }) => {
  test.fail();
  await page.goto('/about-us');
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('thrown later');
    }),
  );
  await page.waitForTimeout(100);
});

test('an image the page asks for and does not get fails its test', async ({ page }) => {
  test.fail();
  await page.goto('/about-us');
  // Waits for Chromium's console message itself: the page may be network-idle already when the image is added,
  // and the test must not end before the message reaches the watcher.
  await Promise.all([
    page.waitForEvent('console', (message) => message.type() === 'error'),
    page.evaluate(
      () =>
        new Promise((settled) => {
          const image = Object.assign(document.createElement('img'), { src: '/missing.png' });
          image.addEventListener('error', settled);
          image.addEventListener('load', settled);
          document.body.append(image);
        }),
    ),
  ]);
});

test('the not-found page, answered with status 404 on purpose, logs nothing that counts', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Something is Missing.' })).toBeVisible();
});

test.describe('a test that provokes an error on purpose', () => {
  test.use({ allowedConsoleErrors: [/^expected by this test /] });

  test('names it and passes', async ({ page }) => {
    await page.goto('/about-us');
    await page.evaluate(() => console.error('expected by this test (/about-us)'));
  });
});
