/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { registerAndOrder, uniqueEmail } from './accounts.ts';
import { OWNER_EMAIL, ownerSignsIn, staffSignIn } from './admin.ts';
import { mailedLink, mailTo } from './mailbox.ts';
import { expect, test } from './store-test.ts';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
mkdirSync(SCREENSHOTS, { recursive: true });
const screenshot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: `${SCREENSHOTS}${info.project.name}-${name}.png`, fullPage: true });

/** The demo TRN a fresh store starts with (domain DEFAULT_SHOP_SETTINGS). */
const TRN = '100000000000003';

/** A shopper registers, logs in, and orders one T-shirt; answers the order number. */
function shopperOrders(page: Page, info: TestInfo, productId: number): Promise<{ email: string; id: string }> {
  return registerAndOrder(page, info, { who: 'admin-orders', productId });
}

/** Today's orders on the dashboard. */
async function ordersToday(page: Page): Promise<number> {
  await page.goto('/admin');
  const today = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Today' }) });
  const count = today.getByRole('definition').first();
  await expect(count).toHaveText(/^\d+$/);
  return Number(await count.innerText());
}

/** The page fits the screen's width (a phone widens its layout to fit content that cannot shrink). */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** A control a thumb can hit: at least 44 px tall. */
async function expectTouchTarget(control: Locator) {
  const box = await control.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test('the owner finds an order by e-mail, packs, dispatches, delivers, collects the cash and prints @desktop', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await ownerSignsIn(page);
  const before = await ordersToday(page);

  const order = await shopperOrders(page, info, 1);

  // The list, searched by the shopper's e-mail: the search is in the URL.
  await page.goto('/admin/orders');
  await expect(page).toHaveTitle('Orders · Back office');
  const filters = page.getByRole('form', { name: 'Filter orders' });
  await filters.getByLabel('Order number, name, e-mail or phone').fill(order.email);
  await filters.getByRole('button', { name: 'Show orders' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders\\?q=${encodeURIComponent(order.email)}$`));
  const row = page.getByRole('row').filter({ hasText: order.id });
  await expect(row).toContainText('Placed');
  await expect(page.getByText('1 order found')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filter orders' })).toHaveCount(1);
  await expect(filters.getByLabel('Order number, name, e-mail or phone')).toHaveValue(order.email);
  await screenshot(page, info, 'admin-orders');
  await expectNoSidewaysScroll(page);
  await row.getByRole('link', { name: order.id }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.id}` })).toBeVisible();
  const customer = page.getByRole('region', { name: 'Customer' });
  await expect(customer.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:+971501234567');
  await expect(customer.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/971507654321');
  const actions = page.getByRole('region', { name: 'Actions' });
  await expect(actions.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
  await expectTouchTarget(actions.getByRole('button', { name: 'Mark packed' }));
  await screenshot(page, info, 'admin-order-placed');

  await actions.getByRole('button', { name: 'Mark packed' }).click();
  await expect(actions.getByRole('status')).toHaveText('The order is packed.');
  await expect(actions.getByRole('button', { name: 'Mark packed' })).toHaveCount(0);

  // Dispatching needs a courier and a tracking number.
  const dispatch = actions.getByRole('form', { name: 'Dispatch' });
  await dispatch.getByRole('button', { name: 'Dispatch' }).click();
  await expect(dispatch.getByText('Courier is required.')).toBeVisible();
  await expect(dispatch.getByText('Tracking number is required.')).toBeVisible();
  const tracking = `AX${Date.now()}`;
  await dispatch.getByLabel('Courier').fill('Aramex');
  await dispatch.getByLabel('Tracking number').fill(tracking);
  await dispatch.getByRole('button', { name: 'Dispatch' }).click();
  await expect(actions.getByRole('status')).toContainText(`tracking number ${tracking}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText(`Aramex, tracking number ${tracking}`);
  await expect(timeline).toContainText(`by ${OWNER_EMAIL}`);

  // The shopper's tracking page shows it on its way.
  const shopper = await page.context().newPage();
  await shopper.goto(`/order-tracking/${order.id}`);
  await expect(shopper.getByText('Product DISPATCHED')).toBeVisible();
  await expect(shopper.getByText(`Tracking number: ${tracking}`)).toBeVisible();
  await shopper.close();

  await actions.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(actions.getByRole('status')).toHaveText('The order is delivered.');

  // Each step reached the shopper's mailbox over SMTP, saying what it is about.
  const confirmation = await mailTo(order.email, new RegExp(`Order ${order.id} confirmed: AED`));
  expect(confirmation.html).toContain(order.id);
  await mailTo(order.email, new RegExp(`Order ${order.id}.*packed`, 'i'));
  const dispatched = await mailTo(order.email, new RegExp(`Order ${order.id}.*(dispatched|on its way)`, 'i'));
  expect(dispatched.text).toContain(tracking);
  expect(dispatched.text).toContain('Aramex');
  await mailTo(order.email, new RegExp(`Order ${order.id}.*delivered`, 'i'));
  await actions.getByRole('button', { name: /^Record cash collected/ }).click();
  await expect(actions.getByRole('status')).toHaveText('The cash is recorded as collected.');
  await expect(actions.getByRole('button', { name: /^Record cash collected/ })).toHaveCount(0);
  await expect(timeline).toContainText('Cash collected');
  await screenshot(page, info, 'admin-order-delivered');

  // The tax invoice, once issued: the shop's TRN, VAT included, a PDF to download.
  await actions.getByRole('link', { name: /^Tax invoice/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}/invoice$`));
  await page.getByRole('button', { name: 'Issue tax invoice' }).click();
  const invoice = page.getByRole('article', { name: 'Tax Invoice' });
  await expect(invoice).toContainText(`TRN ${TRN}`);
  await expect(invoice).toContainText('VAT 5% included');
  await expect(invoice).toContainText(/INV-\d{6}/);
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  const pdf = page.getByRole('link', { name: 'Download PDF' });
  const answer = await page.request.get((await pdf.getAttribute('href')) ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  await screenshot(page, info, 'admin-tax-invoice');
  await page.getByRole('link', { name: 'Back to the order' }).click();

  // The packing slip: what goes in the parcel, no prices; on paper without the back office around it.
  await actions.getByRole('link', { name: 'Print packing slip' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}/slip$`));
  const slip = page.getByRole('article', { name: 'Packing slip' });
  await expect(slip).toContainText(order.id);
  await expect(slip).toContainText('Marina Heights');
  // No prices: only the cash the courier collects.
  await expect(slip).toContainText(/Cash on Delivery: collect AED \d+\.\d\d/);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeHidden();
  await expect(slip).toBeVisible();
  const sheet = await slip.boundingBox();
  expect(sheet?.width ?? 0).toBeGreaterThan((page.viewportSize()?.width ?? 0) * 0.9);
  await screenshot(page, info, 'admin-packing-slip-print');
  await page.emulateMedia({ media: 'screen' });

  // The dashboard counts it today.
  expect(await ordersToday(page)).toBeGreaterThanOrEqual(before + 1);
  await expect(page.getByRole('img', { name: /^Revenue over the last 30 days/ })).toBeVisible();
  await screenshot(page, info, 'admin-dashboard');
});

test('on a phone a packer packs by keyboard, prints slips from the list, and cancels with a reason @mobile', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const first = await shopperOrders(page, info, 1);
  await ownerSignsIn(page);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Show orders to pack' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=PLACED$/);
  await expect(page.getByRole('form', { name: 'Filter orders' }).getByLabel('Status')).toHaveValue('PLACED');

  // Ticked in the list: their slips print together, one sheet each.
  await page.getByRole('checkbox', { name: `Select order ${first.id}` }).check();
  await page.getByRole('link', { name: 'Print packing slips' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/slips\\?ids=${first.id}$`));
  await expect(page.getByRole('article', { name: 'Packing slip' })).toContainText(first.id);
  await expectNoSidewaysScroll(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/orders\?status=PLACED$/);

  // The order page at 390 px: the actions are stacked, big, and work from the keyboard.
  await page.goto(`/admin/orders/${first.id}`);
  const actions = page.getByRole('region', { name: 'Actions' });
  const pack = actions.getByRole('button', { name: 'Mark packed' });
  await expectTouchTarget(pack);
  const box = await pack.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(300);
  await expectNoSidewaysScroll(page);
  await screenshot(page, info, 'admin-order-phone');
  await pack.focus();
  await page.keyboard.press('Enter');
  await expect(actions.getByRole('status')).toHaveText('The order is packed.');

  // Cancelling asks why, and says the stock goes back.
  await actions.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel order' });
  await expect(dialog).toContainText('The items go back into stock');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByText('A reason for cancelling is required.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('This print is sold out, sorry.');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toBeHidden();
  await expect(actions.getByRole('status')).toHaveText('The order is cancelled and its stock is back.');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Reason: This print is sold out, sorry.');
  await expect(actions.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(actions.getByRole('link', { name: /^Tax invoice/ })).toHaveCount(0);
});

test('the owner edits the settings; a member who is not the owner reads them only @desktop', async ({ page }, info) => {
  test.setTimeout(90_000);
  const memberEmail = uniqueEmail(info, 'settings-reader');
  const memberPassword = 'packing-tape-42';
  await ownerSignsIn(page);

  await page.goto('/admin/settings');
  await expect(page).toHaveTitle('Settings · Back office');
  const form = page.getByRole('form', { name: 'Shop settings' });
  await expect(form.getByLabel('TRN')).toHaveValue(TRN);
  await form.getByLabel('TRN').fill('123');
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(form.getByText('TRN must be 15 digits.')).toBeVisible();
  await expect(form.getByLabel('TRN')).toBeFocused();
  await form.getByLabel('TRN').fill(TRN);
  // A change that is saved and read back, then undone: other tests count on the shop's threshold.
  const threshold = form.getByLabel('Low-stock threshold');
  const original = await threshold.inputValue();
  await threshold.fill(String(Number(original) + 1));
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The settings are saved.')).toBeVisible();
  await page.reload();
  await expect(threshold).toHaveValue(String(Number(original) + 1));
  await threshold.fill(original);
  await form.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The settings are saved.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, info, 'admin-settings');

  // A staff member, invited by the owner.
  await page.goto('/admin/staff');
  const invite = page.getByRole('form', { name: 'Invite a member' });
  await invite.getByLabel('Email').fill(memberEmail);
  await invite.getByLabel('Name').fill('Sam Reader');
  await invite.getByLabel('Role').selectOption('STAFF');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`${memberEmail} is invited`)).toBeVisible();
  await page.goto(await mailedLink(memberEmail, '/admin/accept-invite'));
  await page.getByLabel('Password', { exact: true }).fill(memberPassword);
  await page.getByLabel('Confirm password').fill(memberPassword);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await staffSignIn(page, memberEmail, memberPassword);
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/settings');
  await expect(page.getByText('Only the owner changes the shop’s settings.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Shop settings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
  await expect(page.getByText(TRN)).toBeVisible();
});
