import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import { ownedOrder } from '../orders/owned-order.ts';
import { userError } from './user-errors.ts';

const NOT_FOUND = 'Order not found.';

export const returnMutation: MutationResolvers = {
  /** Only for the session customer's own order (another's is "not found"); the backend judges every rule. */
  requestReturn: async (_parent, { input }, context) => {
    const customer = await context.requireCustomer();
    const order = await ownedOrder(context, input.orderId);
    if (!order) return { return: null, errors: userError(NOT_FOUND) };
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
    if (!answer.ok) return { return: null, errors: userError(answer.message) };
    return { return: answer.ret, errors: [] };
  },
};
