import { estimatedDeliveryDate, nameSearchText, phoneSearchDigits } from '@store/domain';
import { productImagePath } from '../../catalog/media-paths.ts';
import * as orders from '../../orders/orders.repository.ts';
import { newOrderId } from '../../orders/orders.service.ts';
import type { ReturnContext } from './return-step.ts';

/** What an exchange order says it is paid by: nothing is due. */
export const EXCHANGE_PAYMENT = 'Exchange (no charge)';

/**
 * The exchange leaves as an order of its own at zero price, linked to its return (`exchange_for`), DISPATCHED
 * with the courier and tracking number, to the first order's address. Its stock was taken when the return was
 * approved, so nothing is taken again here.
 */
export async function shipExchange(
  context: ReturnContext,
  shipment: { courier: string; trackingNumber: string },
): Promise<string> {
  const { trx, ret, order, items, orderItems, now, actor } = context;
  const at = new Date(now);
  const id = newOrderId(at);
  const lines: orders.OrderItemRow[] = items.map((item, index) => {
    const bought = orderItems.find((line) => line.line_no === item.line_no)!;
    return {
      order_id: id,
      line_no: index + 1,
      product_id: bought.product_id,
      title: bought.title,
      img_src: productImagePath(bought.product_id, item.exchange_colour!, 'front'),
      unit_price_fils: 0,
      size: item.exchange_size!,
      colour: item.exchange_colour!,
      quantity: item.quantity,
      code_discount_fils: 0,
    };
  });
  const row: orders.OrderRow = {
    ...order,
    id,
    status: 'DISPATCHED',
    created_at: now,
    payment_method: EXCHANGE_PAYMENT,
    subtotal_fils: 0,
    discount_fils: 0,
    total_fils: 0,
    estimated_delivery: estimatedDeliveryDate(at),
    cancel_reason: null,
    idempotency_key: null,
    request_hash: null,
    emirate: order.emirate,
    phone_digits: phoneSearchDigits(JSON.parse(order.shipping).phone ?? ''),
    name_search: order.name_search || nameSearchText(''),
    promotion_id: null,
    promotion_code: null,
    promotion_kind: null,
    promotion_value: null,
    code_discount_fils: 0,
    exchange_for: ret.id,
    language: order.language,
  };
  await orders.insertOrder(trx, row, lines);
  const entry = { order_id: id, logged_at: now, actor };
  await orders.appendLog(trx, { ...entry, status: 'PLACED', tracking_number: null, courier: null });
  await orders.appendLog(trx, {
    ...entry,
    status: 'DISPATCHED',
    tracking_number: shipment.trackingNumber,
    courier: shipment.courier,
  });
  return id;
}
