import type { Locator } from '@playwright/test';
import { expect, test } from './store-test.ts';

/** WCAG contrast between an element's text colour and the first opaque background behind it. */
function contrastWithBackground(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = rgb(colour).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    let behind: Element | null = node;
    let background = 'rgb(255, 255, 255)';
    for (; behind; behind = behind.parentElement) {
      const colour = getComputedStyle(behind).backgroundColor;
      const alpha = rgb(colour)[3];
      if (colour !== 'transparent' && (alpha === undefined || alpha > 0.5)) {
        background = colour;
        break;
      }
    }
    const [light, dark] = [luminance(getComputedStyle(node).color), luminance(background)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

// A first-time visitor: nothing in storage.
test.use({ storageState: { cookies: [], origins: [] } });

test('a new visitor is offered the newsletter once, and can subscribe', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about-us');
  await page.clock.fastForward(9000);
  const popup = page.getByRole('dialog', { name: 'Newsletter' });
  await expect(popup).toBeVisible();
  // What is typed reads on the popup (issue 12: it was white on white).
  expect(await contrastWithBackground(popup.getByLabel('Email'))).toBeGreaterThanOrEqual(4.5);
  await popup.getByLabel('Email').fill('first.visit@example.ae');
  await popup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(popup.getByText('You have successfully subscribed.')).toBeVisible();
  expect(await contrastWithBackground(popup.getByText('You have successfully subscribed.'))).toBeGreaterThanOrEqual(
    4.5,
  );
  await page.keyboard.press('Escape');
  await page.reload();
  await page.clock.fastForward(9000);
  await expect(popup).toBeHidden();
});
