import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { registerAndOrder } from './accounts.ts';
import { OWNER_EMAIL, ownerSignsIn } from './admin.ts';
import { expect, test } from './store-test.ts';

const backend = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT || 4310}`;
const STAFF_TOKEN = 'e2e-staff-token';
const PRODUCT_ID = 3;

async function backendPost(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${backend}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as Record<string, unknown>;
}

/** The number of the order's tax invoice, as the back office's API has it. */
async function invoiceNumberOf(orderId: string): Promise<string> {
  const response = await fetch(`${backend}/admin-api/orders/${orderId}`, { headers: { 'x-staff-email': OWNER_EMAIL } });
  const order = (await response.json()) as { invoice: { number: string } | null };
  expect(order.invoice?.number).toMatch(/^INV-\d{6}$/);
  return order.invoice!.number;
}

/** The courier delivers the order (the staff API the shop's couriers update). */
async function deliver(orderId: string) {
  for (const change of [
    { status: 'PACKED' },
    { status: 'DISPATCHED', courier: 'Aramex', trackingNumber: 'AX22' },
    { status: 'DELIVERED' },
  ]) {
    await backendPost(`/staff/orders/${orderId}/status`, change, { authorization: `Bearer ${STAFF_TOKEN}` });
  }
}

/** axe finds nothing serious on the page as it is (accessibility.spec.ts scans the other back-office pages). */
async function expectAccessible(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const blocking = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
  ).toEqual([]);
}

/** "12 in stock over 6 variants" on the product's back-office page → 12. */
async function stockTotal(page: Page): Promise<number> {
  await page.goto(`/admin/products/${PRODUCT_ID}`);
  const text = await page.getByText(/\d+ in stock over \d+ variants?/).innerText();
  return Number(text.split(' ')[0]);
}

test('the owner approves a return, receives it into stock, refunds it in cash and downloads its credit note', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const order = await registerAndOrder(page, info, { who: 'returns', productId: PRODUCT_ID });
  await page.context().clearCookies();
  await deliver(order.id);
  // The shopper asks through the shop's backend, as the gateway's requestReturn does for the session's customer.
  const asked = await backendPost(`/returns/${encodeURIComponent(order.id)}`, {
    email: order.email,
    kind: 'REFUND',
    method: 'DROP_OFF',
    reason: 'Wrong size',
    note: '<b>Too small</b> =1+1',
    lines: [{ lineNo: 1, quantity: 1 }],
  });
  const returnId = String(asked.id);

  await ownerSignsIn(page);
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Returns' })).toBeVisible();
  const before = await stockTotal(page);

  await page.goto('/admin/returns');
  await page.getByRole('navigation', { name: 'Show returns' }).getByRole('link', { name: 'Requested' }).click();
  await expect(page).toHaveURL(/status=REQUESTED/);
  await page.getByRole('link', { name: `Return of order ${order.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/returns/${returnId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Return of order ${order.id}`);
  // The note is shown as written, never as markup.
  await expect(page.getByText('<b>Too small</b> =1+1')).toBeVisible();
  await expect(page.getByRole('region', { name: `Order ${order.id}` })).toContainText(order.email);
  await expectAccessible(page);

  const actions = page.getByRole('region', { name: 'Actions' });
  await actions.getByRole('button', { name: 'Approve return' }).click();
  await expect(actions.getByRole('status')).toHaveText('The return is approved; the customer is e-mailed.');

  const receive = actions.getByRole('form', { name: 'Mark received' });
  await expect(receive.getByRole('combobox')).toHaveValue('RESTOCK');
  await receive.getByRole('button', { name: 'Mark received' }).click();
  await expect(actions.getByRole('status')).toHaveText('The return is marked received; the customer is e-mailed.');
  expect(await stockTotal(page)).toBe(before + 1);

  await page.goto(`/admin/returns/${returnId}`);
  const refund = page.getByRole('form', { name: 'Refund' });
  await expect(refund.getByLabel('Refund by')).toHaveValue('CASH');
  await refund.getByRole('button', { name: 'Refund' }).click();
  const creditNote = page.getByRole('link', { name: /^Credit note CN-\d{6} \(PDF\)$/ });
  await expect(creditNote).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole('region', { name: 'Request' })).toContainText('by cash');

  const pdf = await page.request.get((await creditNote.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');

  // The credit note's print page names itself and the order's tax invoice, which the refund issued.
  const number = /CN-\d{6}/.exec((await creditNote.textContent()) ?? '')![0];
  const invoice = await invoiceNumberOf(order.id);
  await page.getByRole('link', { name: `Print credit note ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/returns/${returnId}/credit-note$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tax credit note');
  const sheet = page.getByRole('article', { name: 'Tax Credit Note' });
  await expect(sheet).toContainText(number);
  await expect(sheet).toContainText(invoice);
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', /credit-notes/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to the return' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Return of order ${order.id}`);

  await page.goto('/admin/returns?status=REFUNDED');
  await expect(page.getByRole('row').filter({ hasText: order.id })).toContainText('Refunded');
});
