import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import { ownedOrder } from '../orders/owned-order.ts';

/** Another customer's order, or none: the same refusal as the backend's for it. */
const NOT_FOUND = { code: 'ORDER_NOT_FOUND', message: 'Order not found.' } as const;

export const returnMutation: MutationResolvers = {
  /** Only for the session customer's own order (another's is "not found"); the backend judges every rule. */
  requestReturn: async (_parent, { input }, context) => {
    const customer = await context.requireCustomer();
    const order = await ownedOrder(context, input.orderId);
    if (!order) return { return: null, errors: [NOT_FOUND] };
    const answer = await context.upstreams.returns.request(order.id, customer.email, {
      kind: input.kind,
      method: input.method,
      reason: input.reason,
      note: input.note ?? null,
      lines: input.lines.map((line) => ({
        lineNo: line.lineNo,
        quantity: line.quantity,
        exchangeSize: line.exchangeSize ?? null,
        exchangeColour: line.exchangeColour ?? null,
      })),
    });
    if (!answer.ok) return { return: null, errors: [answer.refusal] };
    return { return: answer.ret, errors: [] };
  },
};
