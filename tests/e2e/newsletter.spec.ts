import { expect, test } from './store-test.ts';

// A first-time visitor: nothing in storage.
test.use({ storageState: { cookies: [], origins: [] } });

test('a new visitor is offered the newsletter once, and can subscribe', async ({ page }) => {
  await page.clock.install();
  await page.goto('/about-us');
  await page.clock.fastForward(9000);
  const popup = page.getByRole('dialog', { name: 'Newsletter' });
  await expect(popup).toBeVisible();
  await popup.getByLabel('Email').fill('first.visit@example.ae');
  await popup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(popup.getByText('You have successfully subscribed.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await page.clock.fastForward(9000);
  await expect(popup).toBeHidden();
});
