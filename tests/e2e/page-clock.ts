import type { Page } from '@playwright/test';

/**
 * Stops the page's installed clock (page.clock.install) a moment after its present time, so that no timer fires
 * until the test moves it on. pauseAt refuses a time already past, which a loaded machine can reach between reading
 * the page's time and pausing: the pause is then tried again from the new present.
 */
export async function pauseClockNow(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 50);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}
