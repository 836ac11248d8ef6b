import { ownerSignsIn } from './admin.ts';
import { expect, test } from './store-test.ts';

/**
 * Content in Arabic (issue 21): staff edit a product's Arabic beside its English in the back office, and the
 * Arabic product page shows it; a field left without Arabic shows in English, marked lang="en".
 */
test('a product edited in Arabic in the back office shows on its Arabic page, English where Arabic is missing', async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  // Each project edits its own product: the desktop and phone runs share the database.
  const id = info.project.name === 'mobile' ? 40 : 39;
  const arabicTitle = `تيشيرت الاختبار ${Date.now() % 100_000}`;
  await ownerSignsIn(page);

  await page.goto(`/admin/products/${id}`);
  const form = page.getByRole('form', { name: 'Product details' });
  const title = form.getByLabel('In Arabic: العنوان');
  await expect(title).toHaveAttribute('lang', 'ar');
  await expect(title).toHaveAttribute('dir', 'auto');
  await expect(form.getByLabel('Title')).toHaveAttribute('dir', 'auto');
  const englishTitle = await form.getByLabel('Title').inputValue();
  const englishDescription = await form.getByLabel('Description').inputValue();
  await title.fill(arabicTitle);
  await form.getByLabel('In Arabic: الوصف').fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('button', { name: 'Save changes' })).toBeEnabled();

  // The list marks the product: its description has no Arabic now.
  await page.goto(`/admin/products?q=${encodeURIComponent(englishTitle)}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: englishTitle }) });
  await expect(row.getByText('Arabic missing')).toBeVisible();

  // The shop's copy of the catalogue follows within a second or two.
  await expect
    .poll(async () => {
      await page.goto(`/ar/product-detail/${id}`);
      return page.getByRole('heading', { level: 1 }).textContent();
    })
    .toBe(arabicTitle);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const description = page.getByText(englishDescription);
  await expect(description).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', 'en');

  await page.goto(`/product-detail/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishTitle);
});
