/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect, test } from './store-test.ts';

declare global {
  interface Window {
    marqueeWhenHydrated?: string;
  }
}

/** How far the promotions' strip has moved, in milliseconds of its animation. */
const marqueeTime = (page: Page) =>
  page.locator('.promo-marquee__track').evaluate((track) => Number(track.getAnimations()[0]?.currentTime ?? -1));

test('the promotions strip stands still while the page starts up, and moves once the page is settled @desktop', async ({
  page,
}) => {
  // What the strip was doing at the moment the page said it was hydrated (html[data-hydrated]). The script runs
  // before the page has its <html> element: it watches the document.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      const track = document.querySelector('.promo-marquee__track');
      window.marqueeWhenHydrated = track ? getComputedStyle(track).animationPlayState : 'missing';
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await page.evaluate(() => window.marqueeWhenHydrated)).toBe('paused');

  await expect(page.locator('html')).toHaveAttribute('data-settled', 'true');
  const settledAt = await marqueeTime(page);
  await expect.poll(() => marqueeTime(page)).toBeGreaterThan(settledAt + 200);
});
