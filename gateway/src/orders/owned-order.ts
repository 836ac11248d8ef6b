import type { GatewayContext } from '../context.ts';
import type { OrderModel } from './models.ts';

/**
 * One of the session customer's orders, or null: an order of another customer is answered exactly like
 * one that does not exist, so ids cannot be probed.
 */
export async function ownedOrder(context: GatewayContext, id: string): Promise<OrderModel | null> {
  const customer = await context.requireCustomer();
  const order = await context.upstreams.images.order(id);
  if (!order || order.contact.email.toLowerCase() !== customer.email.toLowerCase()) return null;
  return order;
}
