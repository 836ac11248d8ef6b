import type { Page } from '@playwright/test';
import { uniqueEmail } from './accounts.ts';
import { OWNER_EMAIL, OWNER_PASSWORD, staffSignIn } from './admin.ts';
import { mailedLink } from './mailbox.ts';
import { expect, test } from './store-test.ts';

/**
 * The About, FAQ and policy texts (issue 21): the owner rewrites them in the back office, English beside Arabic,
 * and the shop's pages show them from the server, the English marked lang="en" where the Arabic is missing.
 * Tagged @desktop: the screen is a form of textareas, which the phone's accessibility scan covers.
 */
const COST = 'faq.refunds.cost.a';
const WINDOW = 'faq.returns.window.a';
const SAVED = 'The FAQ texts are saved.';

/** The server's HTML of a shop page, as a browser gets it before any script runs. */
async function shopHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return response.text();
}

test('the owner rewrites an FAQ answer, the shop shows it (in English on the Arabic page), then restores the shop’s wording @desktop', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const rewritten = `Returns cost you nothing at all, test ${Date.now() % 100_000}.`;
  await staffSignIn(page, OWNER_EMAIL, OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Pages', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/about$/);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/admin\/pages\/faq$/);

  const form = page.getByRole('form', { name: 'FAQ texts' });
  const cost = form.getByRole('group', { name: COST });
  const returnWindow = form.getByRole('group', { name: WINDOW });
  const costEnglish = cost.getByLabel('English');
  const costArabic = cost.getByLabel('In Arabic');
  await expect(costEnglish).toHaveAttribute('dir', 'auto');
  await expect(costArabic).toHaveAttribute('dir', 'auto');
  await expect(costArabic).toHaveAttribute('lang', 'ar');
  await expect(returnWindow.getByText('Keep {days}.').first()).toBeVisible();
  const shippedEnglish = await costEnglish.inputValue();
  const shippedArabic = await costArabic.inputValue();
  const windowEnglish = await returnWindow.getByLabel('English').inputValue();
  await expect(cost.getByText('Edited')).toHaveCount(0);

  // A text that drops the shop's figure is refused, all or none, and nothing typed is lost.
  await costEnglish.fill(rewritten);
  await costArabic.fill('');
  await expect(cost.getByText('Arabic missing')).toBeVisible();
  await expect(cost.getByText('Edited')).toBeVisible();
  await returnWindow.getByLabel('English').fill('You can return an item within two weeks of receipt.');
  await form.getByRole('button', { name: 'Save the FAQ texts' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    "The English text of faq.returns.window.a must keep {days}: the page writes the shop's figure there.",
  );
  await expect(costEnglish).toHaveValue(rewritten);
  await expect(costArabic).toHaveValue('');
  const other = await page.context().newPage();
  await other.goto('/admin/pages/faq');
  await expect(other.getByRole('group', { name: COST }).getByLabel('English')).toHaveValue(shippedEnglish);
  await other.close();

  // The window's own wording back; the answer saves.
  await returnWindow.getByRole('button', { name: 'Use the shop’s wording' }).click();
  await expect(returnWindow.getByLabel('English')).toHaveValue(windowEnglish);
  await form.getByRole('button', { name: 'Save the FAQ texts' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(cost.getByText('Arabic missing')).toBeVisible();

  // The shop's pages, from the server: the new English, and on the Arabic page that English marked as such.
  await expect.poll(async () => (await shopHtml(page, '/FAQs')).includes(rewritten), { timeout: 15_000 }).toBe(true);
  const marked = new RegExp(`<span lang="en" dir="ltr">${rewritten.replace(/[.]/g, '\\.')}</span>`);
  await expect.poll(async () => marked.test(await shopHtml(page, '/ar/FAQs')), { timeout: 15_000 }).toBe(true);
  await page.goto('/ar/FAQs');
  await expect(page.getByText(rewritten)).toHaveAttribute('lang', 'en');
  await expect(page.getByText(shippedArabic)).toHaveCount(0);

  // The shop's own wording back, in both languages.
  await page.goto('/admin/pages/faq');
  await cost.getByRole('button', { name: 'Use the shop’s wording' }).click();
  await expect(costEnglish).toHaveValue(shippedEnglish);
  await expect(costArabic).toHaveValue(shippedArabic);
  await expect(cost.getByText('Edited')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save the FAQ texts' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect
    .poll(async () => (await shopHtml(page, '/ar/FAQs')).includes(shippedArabic), { timeout: 15_000 })
    .toBe(true);
  const english = await shopHtml(page, '/FAQs');
  expect(english).toContain(shippedEnglish);
  expect(english).not.toContain(rewritten);
});

test('a staff member reads the texts but cannot change them @desktop', async ({ page }, info) => {
  test.setTimeout(60_000);
  const email = uniqueEmail(info, 'pages-reader');
  const password = 'page-reader-2026';
  await staffSignIn(page, OWNER_EMAIL, OWNER_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/staff');
  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Name').fill('Page Reader');
  await invite.getByLabel('Role').selectOption('STAFF');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`${email} is invited`)).toBeVisible();
  await page.goto(await mailedLink(email, '/admin/accept-invite'));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await staffSignIn(page, email, password);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/pages/faq');
  await expect(page.getByText('Only the owner changes the pages’ texts')).toBeVisible();
  const list = page.getByRole('list', { name: 'FAQ texts' });
  await expect(list.getByText(COST)).toBeVisible();
  await expect(list.getByText('You can return an item within {days} days of receipt', { exact: false })).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Save/ })).toHaveCount(0);
});
