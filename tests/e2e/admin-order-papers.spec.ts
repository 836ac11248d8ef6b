import type { Page, TestInfo } from '@playwright/test';
import { registerAndOrder, uniqueEmail } from './accounts.ts';
import { ownerSignsIn } from './admin.ts';
import { mailTo } from './mailbox.ts';
import { expect, test } from './store-test.ts';

/** A shopper orders one T-shirt under the name they type at checkout; answers the order number and e-mail. */
async function orderAs(page: Page, info: TestInfo, firstName: string, lastName: string) {
  const order = await registerAndOrder(page, info, {
    who: 'papers',
    beforePlacing: async (form) => {
      await form.getByLabel('First name').fill(firstName);
      await form.getByLabel('Last name').fill(lastName);
    },
  });
  await page.context().clearCookies();
  return order;
}

/** Searches the order list and answers the row of the order. */
async function searchOrders(page: Page, q: string, id: string) {
  await page.goto('/admin/orders');
  const filters = page.getByRole('form', { name: 'Filter orders' });
  await filters.getByLabel('Order number, name, e-mail or phone').fill(q);
  await filters.getByRole('button', { name: 'Show orders' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?q=/);
  return page.getByRole('row').filter({ hasText: id });
}

test('the owner finds orders by the shopper’s name, in Latin and in Arabic', async ({ page }, info) => {
  test.setTimeout(120_000);
  const unique = String(Date.now()).slice(-6);
  const latin = await orderAs(page, info, 'Aishah', `Qasimi${unique}`);
  const arabic = await orderAs(page, info, 'مُحَمَّد', `الهاشمي${unique}`);

  await ownerSignsIn(page);
  await expect(await searchOrders(page, `aishah qasimi${unique}`, latin.id)).toContainText(`Aishah Qasimi${unique}`);
  await expect(await searchOrders(page, 'محمد', arabic.id)).toBeVisible();
  await expect(await searchOrders(page, `محمد الهاشمي${unique}`, arabic.id)).toBeVisible();
});

test('the slip says the cash to collect; the invoice is issued only when asked, and marked when cancelled', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const order = await orderAs(page, info, 'Noor', 'Saeed');
  await ownerSignsIn(page);
  await page.goto(`/admin/orders/${encodeURIComponent(order.id)}`);
  const items = page.getByRole('region', { name: /^Items/ });
  const total = await items.getByRole('definition').filter({ hasText: /^AED/ }).nth(1).innerText();
  const actions = page.getByRole('region', { name: 'Actions' });

  await actions.getByRole('link', { name: 'Print packing slip' }).click();
  await expect(page.getByRole('article', { name: 'Packing slip' })).toContainText(`Cash on Delivery: collect ${total}`);
  await page.getByRole('link', { name: 'Back to the order' }).click();

  // Opening the invoice page, even twice, issues nothing.
  await actions.getByRole('link', { name: 'Tax invoice' }).click();
  await expect(page.getByRole('heading', { name: 'No tax invoice yet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No tax invoice yet' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Tax Invoice' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Issue tax invoice' }).click();
  const invoice = page.getByRole('article', { name: 'Tax Invoice' });
  await expect(invoice).toContainText(/INV-\d{6}/);
  const number = /INV-\d{6}/.exec(await invoice.innerText())![0];
  await expect(invoice.getByRole('note', { name: 'Cancelled invoice' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to the order' }).click();
  await expect(actions.getByRole('link', { name: `Tax invoice ${number}` })).toBeVisible();
  await actions.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel order' });
  await dialog.getByLabel('Reason').fill('The shopper asked to cancel.');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(actions.getByRole('status')).toHaveText('The order is cancelled and its stock is back.');

  await actions.getByRole('link', { name: `Tax invoice ${number}` }).click();
  await expect(invoice).toContainText(number);
  const mark = invoice.getByRole('note', { name: 'Cancelled invoice' });
  await expect(mark).toContainText('CANCELLED');
  await expect(mark).toContainText('The order was cancelled after this invoice was issued.');
});

test('the shop’s mail goes to and comes from the e-mail in Settings, and it hears of each new order', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await ownerSignsIn(page);
  await page.goto('/admin/settings');
  const form = page.getByRole('form', { name: 'Shop settings' });
  const shopEmail = await form.getByLabel('E-mail', { exact: true }).inputValue();
  expect(shopEmail).toBe('hello@graphictees.ae');
  await expect(form.getByLabel('Mail the shop each new order')).toBeChecked();

  // A contact message, as a guest: to the shop's e-mail, answering to the sender.
  await page.context().clearCookies();
  const name = `Hamdan ${info.project.name} ${Date.now()}`;
  await page.goto('/contact');
  const contact = page.getByRole('form', { name: 'Contact us' });
  await contact.getByLabel('Name').fill(name);
  const sender = uniqueEmail(info, 'hamdan');
  await contact.getByLabel('Email').fill(sender);
  await contact.getByLabel('Message').fill('Do you ship to Al Ain?');
  await contact.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('You have successfully subscribed.')).toBeVisible();
  const message = await mailTo(shopEmail, new RegExp(`^Contact form: ${name}$`));
  expect(message.replyTo).toBe(sender);
  expect(message.from).toContain('<hello@graphictees.ae>');

  // An order: the shopper's confirmation comes from the shop; the shop is told of it.
  const order = await orderAs(page, info, 'Khalid', 'Rashed');
  const confirmation = await mailTo(order.email, new RegExp(`^Order ${order.id} confirmed`));
  expect(confirmation.from).toBe('"Graphic Tees Dubai" <hello@graphictees.ae>');
  expect(confirmation.replyTo).toBe('hello@graphictees.ae');
  const told = await mailTo(shopEmail, new RegExp(`^New order ${order.id}: AED \\d+\\.\\d\\d from Khalid Rashed$`));
  expect(told.text).toContain(`/admin/orders/${order.id}`);
});
