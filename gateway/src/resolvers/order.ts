import { aedToFils, filsToAed, isCancellable } from '@store/domain';
import type { OrderItemResolvers, OrderResolvers } from '../__generated__/resolvers-types.ts';

export const Order: OrderResolvers = {
  subtotal: (order) => filsToAed(aedToFils(order.total) + aedToFils(order.discount)),
  cancellable: (order) => isCancellable(order.status),
};

export const OrderItem: OrderItemResolvers = {
  lineTotal: (item) => filsToAed(aedToFils(item.unitPrice) * item.quantity),
};
