/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { register, uniqueEmail } from './accounts.ts';
import { ownerSignsIn } from './admin.ts';
import { mailTo } from './mailbox.ts';
import { expect, test } from './store-test.ts';

/**
 * The slideshow's button with exactly this text (slides out of view are in the page too): another journey's
 * banner may still be on the cached home page for a moment, with the form's default "Shop now".
 */
const slideButton = (page: Page, text: string) =>
  page.locator('.slideshow__button', { hasText: new RegExp(`^${text}$`) });

test('banner buttons lead where they say, and where the owner says', async ({ page }, info) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await expect(slideButton(page, 'Explore JDM')).toHaveAttribute('href', '/shop-by-collections/JDM');
  await expect(slideButton(page, 'Shop Titan')).toHaveAttribute('href', '/shop-by-collections/Titan');
  await expect(slideButton(page, 'Shop Now')).toHaveAttribute('href', '/all-collections');

  await ownerSignsIn(page);
  await page.goto('/admin/collections');
  await page.getByRole('button', { name: 'Add banner' }).click();
  const form = page.getByRole('dialog', { name: 'Add banner' });
  const heading = `Pit lane ${info.project.name}`;
  await form.getByLabel('Heading').fill(`${heading}<br>crew tee`);
  await form.getByLabel('Text', { exact: true }).fill('Number 27, as printed.');
  await form.getByLabel('Button text').fill('See the 27');
  await form.getByLabel('Position').fill('1');
  await form.getByLabel('Image description (alt text)').fill('A grey racing tee');

  // Another site or a script is refused before anything is sent.
  for (const link of ['javascript:alert(1)', 'https://evil.example/', '//evil.example/']) {
    await form.getByLabel('Button link').fill(link);
    await form.getByRole('button', { name: 'Add banner' }).click();
    await expect(form.getByText(/^Link must be a page of this store starting with \//)).toBeVisible();
  }
  await form.getByLabel('Button link').fill('/product-detail/4');
  await form.getByRole('button', { name: 'Add banner' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('The banner is added.')).toBeVisible();
  await expect(page.getByText('Button “See the 27” → /product-detail/4')).toBeVisible();

  // The shopper's slideshow leads there (the home page's cache lets the change through within seconds).
  const shop = await page.context().newPage();
  await expect
    .poll(
      async () => {
        await shop.goto('/');
        return slideButton(shop, 'See the 27').getAttribute('href');
      },
      { timeout: 10_000 },
    )
    .toBe('/product-detail/4');
  await slideButton(shop, 'See the 27').click();
  await expect(shop).toHaveURL(/\/product-detail\/4$/);
  await expect(shop.getByRole('heading', { level: 1, name: 'Pit Lane Crew 27 Tee' })).toBeVisible();
  await shop.close();

  await page.getByRole('button', { name: `Delete banner ${heading} crew tee` }).click();
  await page.getByRole('dialog', { name: 'Delete banner' }).getByRole('button', { name: 'Delete banner' }).click();
  await expect(page.getByText('The banner is deleted.')).toBeVisible();
});

test("a new product starts with the shop's brand, composition and origin; stock changes go the way their reason says", async ({
  page,
}) => {
  await ownerSignsIn(page);
  await page.goto('/admin/settings');
  const settings = page.getByRole('form', { name: 'Shop settings' });
  await expect(settings.getByLabel('Brand of new products')).toHaveValue('Graphic Tees Dubai');
  await settings.getByLabel('Origin of new products').fill('Printed in Sharjah, UAE');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The settings are saved.')).toBeVisible();

  await page.goto('/admin/products/new');
  const product = page.getByRole('form', { name: 'New product' });
  await expect(product.getByLabel('Brand')).toHaveValue('Graphic Tees Dubai');
  await expect(product.getByLabel('Composition')).toHaveValue('100% combed cotton, 180 gsm');
  await expect(product.getByLabel('Origin')).toHaveValue('Printed in Sharjah, UAE');

  await page.goto('/admin/settings');
  await settings.getByLabel('Origin of new products').fill('Designed and printed in Dubai, UAE');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The settings are saved.')).toBeVisible();

  // +5 "damaged" is refused with the reason why; a correction may go either way.
  await page.goto('/admin/products/4');
  await page.getByRole('button', { name: 'Adjust stock of S Grey' }).click();
  const adjust = page.getByRole('dialog', { name: 'Adjust stock' });
  await adjust.getByLabel('Change in units').fill('5');
  await adjust.getByLabel('Reason').selectOption('DAMAGED');
  await adjust.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(adjust.getByText('Damaged stock takes units away: the change must be negative.')).toBeVisible();
  await adjust.getByLabel('Reason').selectOption('RECEIVED');
  await adjust.getByLabel('Change in units').fill('-2');
  await adjust.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(adjust.getByText('Received stock adds units: the change must be positive.')).toBeVisible();
});

test('the outbox counts the attempt that sent a mail', async ({ page }, info) => {
  const email = uniqueEmail(info, 'outbox-attempts');
  await register(page, email);
  await page.goto('/forgot-password');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Submit' }) });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/login/);
  const reset = await mailTo(email, /./);
  await ownerSignsIn(page);
  await page.goto('/admin/messages/mail');
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: reset.subject }).first();
  await expect(row).toContainText('Sent');
  await expect(row.locator('td[data-label="Attempts"]')).toHaveText('1');
});
