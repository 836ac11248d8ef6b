import type { Page } from '@playwright/test';
import { ownerSignsIn } from './admin.ts';
import { expect, test } from './store-test.ts';

/** Fills the settings form's phone and opening hours and saves them. */
async function saveContact(page: Page, phone: string, hours: string) {
  const form = page.getByRole('form', { name: 'Shop settings' });
  await form.getByLabel('Phone', { exact: true }).fill(phone);
  await form.getByLabel('Opening hours').fill(hours);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The settings are saved.')).toBeVisible();
}

// Tagged @desktop: the contact page is rendered anew on the server, the same for every screen; the phone run scans
// and sends the contact page elsewhere (accessibility.spec.ts, shopping.spec.ts).
test('the owner changes the phone and the hours in the back office; the contact page shows them @desktop', async ({
  page,
}) => {
  await ownerSignsIn(page);
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Shop settings' });
  const hours = form.getByLabel('Opening hours');
  const original = {
    phone: await form.getByLabel('Phone', { exact: true }).inputValue(),
    hours: await hours.inputValue(),
  };
  expect(original.hours).toBe('Mon-Sat 7:30am-8:00pm\nSunday 9:00am-5:00pm');

  await hours.fill(`Mon-Sat ${'all day long '.repeat(5)}`);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('Each line of the opening hours must be at most 60 characters.')).toBeVisible();

  try {
    await saveContact(page, '04 765 4321', 'Mon-Sun 10am-10pm\nPublic holidays 2pm-8pm');
    // The shop's copy follows within a couple of seconds: each visit is rendered anew on the server.
    const main = page.getByRole('main');
    await expect(async () => {
      await page.goto('/contact');
      await expect(main.getByRole('link', { name: '04 765 4321' })).toHaveAttribute('href', 'tel:+97147654321', {
        timeout: 500,
      });
    }).toPass({ timeout: 10_000 });
    await expect(main.getByText('Mon-Sun 10am-10pm')).toBeVisible();
    await expect(main.getByText('Public holidays 2pm-8pm')).toBeVisible();
    await expect(main.getByText(original.phone)).toHaveCount(0);
  } finally {
    await page.goto('/admin/settings');
    await saveContact(page, original.phone, original.hours);
  }
});
