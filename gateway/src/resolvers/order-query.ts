import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { UpstreamError } from '../errors.ts';
import { quoteCart } from '../orders/cart-quote.ts';
import { ownedOrder } from '../orders/owned-order.ts';

export const orderQuery: QueryResolvers = {
  myOrders: async (_parent, { status }, context) => {
    const customer = await context.requireCustomer();
    const orders = await context.upstreams.images.ordersOf(customer.email);
    return status ? orders.filter((order) => order.status === status) : orders;
  },

  order: (_parent, { id }, context) => ownedOrder(context, id),

  cartQuote: async (_parent, { lines }, { loaders }) => {
    const ids = [...new Set(lines.map((line) => line.productId))];
    const products = await loaders.freshProduct.loadMany(ids);
    // An upstream that cannot be reached says nothing about whether a product still exists: fail the quote
    // rather than tell the shopper their cart lines are no longer available.
    const outage = products.find((result) => result instanceof UpstreamError && result.code !== 'UPSTREAM_ERROR');
    if (outage) throw outage;
    const byId = new Map(
      ids.map((id, index) => [id, products[index] instanceof Error ? null : (products[index] ?? null)]),
    );
    return quoteCart(lines, byId);
  },
};
