import { expect, test } from './store-test.ts';

// Issue 18: the compare bar used to be a modal, so the page behind it went inert after the first Compare.
test('the compare bar leaves the page usable: a second product can be added', async ({ page }) => {
  await page.goto('/all-collections');
  const cards = page.getByRole('article');
  const [first, second] = [cards.nth(0), cards.nth(1)];
  const firstTitle = (await first.getAttribute('aria-label')) ?? '';
  const secondTitle = (await second.getAttribute('aria-label')) ?? '';
  await first.hover();
  await first.getByRole('button', { name: 'Compare' }).click();
  const bar = page.getByRole('dialog', { name: 'Compare products' });
  await expect(bar.getByRole('button', { name: `Remove ${firstTitle} from compare` })).toBeVisible();

  await second.hover({ timeout: 5000 });
  await second.getByRole('button', { name: 'Compare' }).click({ timeout: 5000 });
  await expect(bar.getByRole('button', { name: `Remove ${secondTitle} from compare` })).toBeVisible();
  // Comparing the same tee again adds nothing.
  await second.getByRole('button', { name: 'Already compared' }).click({ timeout: 5000 });
  await expect(bar.getByRole('listitem')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(bar).toBeHidden();
  await second.getByRole('button', { name: 'Already compared' }).click();
  await expect(bar.getByRole('listitem')).toHaveCount(2);

  await bar.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/compare-products$/);
  await expect(page.getByText(firstTitle).first()).toBeVisible();
  await expect(page.getByText(secondTitle).first()).toBeVisible();
});
