/// <reference lib="dom" />
import type { Locator, Page, TestInfo } from '@playwright/test';
import { registerAndOrder } from './accounts.ts';
import { ownerSignsIn } from './admin.ts';
import { expect, test } from './store-test.ts';

/** A shopper orders one T-shirt; the owner opens it and marks it packed. Answers its number and its actions. */
async function packedByOwner(page: Page, info: TestInfo, productId: number): Promise<{ id: string; actions: Locator }> {
  const { id } = await registerAndOrder(page, info, { who: 'order-details', productId });
  await ownerSignsIn(page);
  await page.goto(`/admin/orders/${id}`);
  const actions = page.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Mark packed' }).click();
  await expect(actions.getByRole('status')).toHaveText('The order is packed.');
  return { id, actions };
}

test("an order's timeline runs in time order, its tracking number links to the courier, its invoice fits a phone", async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const { id, actions } = await packedByOwner(page, info, 2);

  // The tax invoice, issued while the order is packed, read on a 390 px phone: nothing spills sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await actions.getByRole('link', { name: /^Tax invoice/ }).click();
  await page.getByRole('button', { name: 'Issue tax invoice' }).click();
  const invoice = page.getByRole('article', { name: 'Tax Invoice' });
  await expect(invoice).toContainText(/INV-\d{6}/);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const sheet = await invoice.boundingBox();
  expect((sheet?.x ?? 0) + (sheet?.width ?? 0)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Back to the order' }).click();

  const tracking = `${Date.now()}`;
  const dispatch = actions.getByRole('form', { name: 'Dispatch' });
  await dispatch.getByLabel('Courier').fill('Aramex');
  await dispatch.getByLabel('Tracking number').fill(tracking);
  await dispatch.getByRole('button', { name: 'Dispatch' }).click();
  await expect(actions.getByRole('status')).toContainText(`tracking number ${tracking}`);
  await actions.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(actions.getByRole('status')).toHaveText('The order is delivered.');

  // The invoice shows where it happened, between packing and dispatch, not after the delivery.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const steps = timeline.getByRole('listitem').locator('strong');
  await expect(steps).toHaveText(['Placed', 'Packed', /^Tax invoice INV-\d{6}$/, 'Dispatched', 'Delivered']);
  const courierLink = timeline.getByRole('link', { name: new RegExp(tracking) });
  await expect(courierLink).toHaveAttribute(
    'href',
    `https://www.aramex.com/ae/en/track/results?ShipmentNumber=${tracking}`,
  );
  await expect(courierLink).toHaveAttribute('target', '_blank');

  // The shopper's order page links the same number to Aramex.
  const shopper = await page.context().newPage();
  await shopper.goto(`/order-tracking/${id}`);
  await expect(shopper.getByRole('link', { name: new RegExp(tracking) })).toHaveAttribute(
    'href',
    /^https:\/\/www\.aramex\.com\//,
  );
  await shopper.close();

  // The audit log says what changed, in words.
  await page.goto('/admin/staff/audit');
  const dispatched = page
    .getByRole('row')
    .filter({ hasText: `Order ${id}` })
    .filter({ hasText: 'Packed → Dispatched' });
  await expect(dispatched).toContainText('Order status changed');
  await expect(dispatched).toContainText(`Aramex ${tracking}`);
});

test('an unknown courier leaves the tracking number as plain text', async ({ page }, info) => {
  test.setTimeout(120_000);
  const { actions } = await packedByOwner(page, info, 3);
  const dispatch = actions.getByRole('form', { name: 'Dispatch' });
  await dispatch.getByLabel('Courier').fill('Ahmed on his bike');
  await dispatch.getByLabel('Tracking number').fill('BIKE-42');
  await dispatch.getByRole('button', { name: 'Dispatch' }).click();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Ahmed on his bike, tracking number BIKE-42');
  await expect(timeline.getByRole('link')).toHaveCount(0);
});
