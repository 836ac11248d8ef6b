import { aedToFils, filsToAed, isCancellable } from '@store/domain';
import type { OrderItemResolvers, OrderResolvers } from '../__generated__/resolvers-types.ts';

export const Order: OrderResolvers = {
  subtotal: (order) => filsToAed(aedToFils(order.total) + aedToFils(order.discount) + aedToFils(order.codeDiscount)),
  cancellable: (order) => isCancellable(order.status),
  returns: async (order, _args, context) => {
    const customer = await context.requireCustomer();
    return context.upstreams.returns.ofOrder(order.id, customer.email);
  },
};

export const OrderItem: OrderItemResolvers = {
  lineTotal: (item) => filsToAed(aedToFils(item.unitPrice) * item.quantity),
};
