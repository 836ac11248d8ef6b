import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { placeOrder, STAFF, type OrderOptions } from '../admin/orders/admin-orders.fixtures.ts';
import type { TestBackend } from '../testing/test-backend.ts';
import type { ReturnJson } from './return-json.ts';

/** Test helpers for returns: delivered orders, requests as the gateway sends them, staff steps. */

/** Places an order and moves it to DELIVERED through the back office, as staff would. */
export async function deliveredOrder(api: TestBackend, email: string, options: OrderOptions = {}): Promise<string> {
  const id = await placeOrder(api, email, options);
  for (const [status, extra] of [
    ['PACKED', {}],
    ['DISPATCHED', { courier: 'Aramex', trackingNumber: 'AR123' }],
    ['DELIVERED', {}],
  ] as const) {
    const response = await api.post(`/admin-api/orders/${id}/status`, { status, ...extra }, STAFF);
    if (response.status !== 200) throw new Error(`${status}: ${response.status} ${await response.text()}`);
  }
  return id;
}

export const refundOne = {
  kind: 'REFUND',
  method: 'PICKUP',
  reason: 'Wrong size',
  lines: [{ lineNo: 1, quantity: 1 }],
};

export function askReturn(api: TestBackend, orderId: string, email: string, body: Record<string, unknown> = refundOne) {
  return api.post(`/returns/${orderId}`, { ...body, email });
}

export async function askReturnJson(api: TestBackend, orderId: string, email: string, body = refundOne) {
  const response = await askReturn(api, orderId, email, body);
  if (response.status !== 201) throw new Error(`return refused: ${response.status} ${await response.text()}`);
  return (await response.json()) as ReturnJson;
}

export function staffStep(api: TestBackend, returnId: string, step: string, body: unknown = {}) {
  return api.post(`/admin-api/returns/${returnId}/${step}`, body, STAFF);
}

/** Moves the order's delivery back by `days`, as if it had been delivered then. */
export async function deliveredDaysAgo(db: Kysely<Database>, orderId: string, days: number) {
  const at = new Date(Date.now() - days * 86_400_000).toISOString();
  await db
    .updateTable('order_log')
    .set({ logged_at: at })
    .where('order_id', '=', orderId)
    .where('status', '=', 'DELIVERED')
    .execute();
}

/** Every line of the return received with one outcome. */
export function allLines(ret: { lines: { lineNo: number }[] }, outcome: 'RESTOCK' | 'WRITE_OFF' = 'RESTOCK') {
  return { lines: ret.lines.map((line) => ({ lineNo: line.lineNo, outcome })) };
}
