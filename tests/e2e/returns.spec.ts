import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './store-test.ts';
import { fillShippingAddress, signUpAndIn, uniqueEmail } from './accounts.ts';
import { OWNER_EMAIL } from './admin.ts';
import { mailTo } from './mailbox.ts';
import { STAFF_TOKEN } from './playwright.config.ts';

const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT || 4310}`;

/** The shop moves the order along, as its staff would (the staff REST API). */
async function moveOrder(orderId: string, change: Record<string, string>) {
  const response = await fetch(`${backend}/staff/orders/${orderId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${STAFF_TOKEN}` },
    body: JSON.stringify(change),
  });
  expect(response.status, await response.text()).toBe(200);
}

async function deliver(orderId: string) {
  await moveOrder(orderId, { status: 'PACKED' });
  await moveOrder(orderId, { status: 'DISPATCHED', courier: 'Aramex', trackingNumber: 'AX555' });
  await moveOrder(orderId, { status: 'DELIVERED' });
}

/** A step of the back office on a return, as the gateway sends it to the backend for the signed-in owner. */
async function staffStep(returnId: string, step: string, body: unknown = {}) {
  const response = await fetch(`${backend}/admin-api/returns/${returnId}/${step}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-staff-email': OWNER_EMAIL },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { refund: { amountFils: number } | null; exchangeOrderId: string | null };
}

async function returnIdOf(orderId: string): Promise<string> {
  const response = await fetch(`${backend}/admin-api/returns?status=REQUESTED&pageSize=100`, {
    headers: { 'x-staff-email': OWNER_EMAIL },
  });
  const list = (await response.json()) as { items: { id: string; orderId: string }[] };
  const found = list.items.find((item) => item.orderId === orderId);
  expect(found, `a requested return of ${orderId}`).toBeTruthy();
  return found!.id;
}

/** axe on the order's Returns section (as accessibility.spec.ts scans pages): nothing serious or critical. */
async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .include('.order-returns')
    .analyze();
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

async function addToCart(page: Page, productId: number) {
  await page.goto(`/product-detail/${productId}`);
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Shopping cart' })).toBeVisible();
  await page.keyboard.press('Escape');
}

/** A new shopper orders one tee of each product; answers their e-mail and the order number. */
async function shopperOrders(page: Page, email: string, products: number[]): Promise<string> {
  await signUpAndIn(page, email);
  for (const id of products) await addToCart(page, id);
  await page.goto('/shopping-cart');
  await page.getByRole('button', { name: 'Process To Checkout' }).click();
  const form = await fillShippingAddress(page);
  await form.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);
  return decodeURIComponent(page.url().split('/order-confirmation/')[1] ?? '');
}

async function strangerPage(browser: Browser, email: string) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signUpAndIn(page, email);
  return { page, close: () => context.close() };
}

test('a shopper returns one of two tees; the shop approves, receives and refunds; the credit note downloads', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const email = uniqueEmail(info, 'returner');
  const orderId = await shopperOrders(page, email, [3, 4]);

  // Not delivered yet: no return is offered.
  await page.goto(`/my-account-orders-details/${orderId}`);
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return or exchange' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Returns' })).toHaveCount(0);

  await deliver(orderId);
  await page.reload();
  await page.getByRole('button', { name: 'Return or exchange' }).click();
  const form = page.getByRole('region', { name: 'Return or exchange items' });
  // Submitted empty: each refusal stands beside its field.
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(form.getByText('Choose at least one item to return.')).toBeVisible();
  await expect(form.getByText('Choose a refund or an exchange.')).toBeVisible();
  await expect(form.getByText('Choose pickup or drop-off at the shop.')).toBeVisible();
  await expect(form.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page);

  const lines = form.getByRole('group', { name: 'Items to return' }).getByRole('combobox');
  await expect(lines).toHaveCount(2);
  await expect(lines.first().locator('option')).toHaveText(['0', '1']);
  await lines.first().selectOption('1');
  await form.getByLabel('Refund', { exact: true }).check();
  await form.getByLabel('Drop-off at the shop').check();
  await form.getByLabel('Reason').selectOption({ label: 'Wrong size' });
  await form.getByLabel('Note (optional)').fill('Too tight <b>at the shoulders</b>');
  await form.getByRole('button', { name: 'Send return request' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Your return request was sent.' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'Too tight' });
  await expect(card.getByText('Requested', { exact: true })).toBeVisible();
  await expect(card.getByText('Too tight <b>at the shoulders</b>')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Return history' })).toContainText('Return requested');
  const requested = await mailTo(email, new RegExp(`^Return requested for order ${orderId}$`));
  expect(requested.text).toContain('Reason: Wrong size');

  const returnId = await returnIdOf(orderId);
  await staffStep(returnId, 'approve');
  await staffStep(returnId, 'receive', { lines: [{ lineNo: 1, outcome: 'RESTOCK' }] });
  const refunded = await staffStep(returnId, 'refund', { method: 'CASH' });
  const amount = (refunded.refund!.amountFils / 100).toFixed(2);

  await page.reload();
  const done = page.getByRole('article').filter({ hasText: 'Too tight' });
  await expect(done.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(done.getByRole('definition').filter({ hasText: `AED ${amount}` })).toBeVisible();
  await expectNoSeriousViolations(page);
  const history = done.getByRole('list', { name: 'Return history' });
  for (const step of ['Return requested', 'Return approved', 'Received at the shop', 'Refunded']) {
    await expect(history).toContainText(step);
  }
  // One tee is left to return: the action is still offered.
  await expect(page.getByRole('button', { name: 'Return or exchange' })).toBeVisible();

  await page.screenshot({ path: `${info.outputDir}/refunded.png`, fullPage: true });
  const downloading = page.waitForEvent('download');
  await done.getByRole('link', { name: 'Credit note (PDF)' }).click();
  const file = await (await downloading).path();
  expect(readFileSync(file).subarray(0, 4).toString()).toBe('%PDF');
  await mailTo(email, new RegExp(`^Refund of AED ${amount} for order ${orderId}$`));
});

// Tagged @desktop: who may see an order and when it can be returned are the server's; the phone run opens a
// delivered order's return form above.
test('an order not delivered offers no return; another shopper gets not-found for it and its credit note @desktop', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(60_000);
  const orderId = await shopperOrders(page, uniqueEmail(info, 'waiting'), [3]);
  await page.goto(`/my-account-orders-details/${orderId}`);
  await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Return or exchange' })).toHaveCount(0);
  await expect(page.getByText('Only a delivered order can be returned.')).toHaveCount(0);

  await deliver(orderId);
  const stranger = await strangerPage(browser, uniqueEmail(info, 'stranger'));
  await stranger.page.goto(`/my-account-orders-details/${orderId}`);
  await expect(stranger.page.getByText('Order not found.')).toBeVisible();
  await expect(stranger.page.getByRole('button', { name: 'Return or exchange' })).toHaveCount(0);
  const pdf = await stranger.page.request.get(`/orders/${orderId}/returns/any-return/credit-note.pdf`, {
    maxRedirects: 0,
  });
  expect(pdf.status()).toBe(404);
  await stranger.close();
});

// Tagged @desktop: the exchange's form is the refund's with one select more, which the phone run covers above.
test('a shopper exchanges a tee for another size; the shop sends it as an order linked from theirs @desktop', async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  const email = uniqueEmail(info, 'exchanger');
  const orderId = await shopperOrders(page, email, [3]);
  await deliver(orderId);
  await page.goto(`/my-account-orders-details/${orderId}`);
  await page.getByRole('button', { name: 'Return or exchange' }).click();
  const form = page.getByRole('region', { name: 'Return or exchange items' });
  await form.getByRole('group', { name: 'Items to return' }).getByRole('combobox').first().selectOption('1');
  await form.getByLabel('Exchange for another size or colour').check();
  await form.getByLabel('Drop-off at the shop').check();
  await form.getByLabel('Reason').selectOption({ label: 'Wrong size' });
  await form.getByRole('button', { name: 'Send return request' }).click();
  // No size chosen yet: the message stands beside the item's choice.
  const wanted = form.getByLabel(/^Exchange .+ for$/);
  await expect(wanted).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Choose the size and colour you want instead.')).toBeVisible();
  const choice = (await wanted.locator('option').nth(1).textContent())!.trim();
  await wanted.selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your return request was sent.' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: `→ ${choice}` });
  await expect(card).toContainText('Exchange for another size or colour');

  const returnId = await returnIdOf(orderId);
  await staffStep(returnId, 'approve');
  await staffStep(returnId, 'receive', { lines: [{ lineNo: 1, outcome: 'RESTOCK' }] });
  const { exchangeOrderId } = await staffStep(returnId, 'exchange', { courier: 'Aramex', trackingNumber: 'EX-77' });
  await page.reload();
  const exchanged = page.getByRole('article').filter({ hasText: `→ ${choice}` });
  await expect(exchanged.getByText('Exchanged', { exact: true })).toBeVisible();
  await expect(exchanged.getByRole('list', { name: 'Return history' })).toContainText('Exchange sent');
  await exchanged.getByRole('link', { name: `#${exchangeOrderId}` }).click();
  await expect(page.getByRole('heading', { name: `Order #${exchangeOrderId}` })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Exchange (no charge)' })).toBeVisible();
  await mailTo(email, new RegExp(`^Your exchange for order ${orderId} is on its way$`));
});
