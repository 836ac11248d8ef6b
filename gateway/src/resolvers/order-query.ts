import { PROMOTION_MESSAGES, promotionCodeProblem } from '@store/domain';
import { checkCodeGuess } from '../limits/code-guesses.ts';
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { UpstreamError } from '../errors.ts';
import { orderableLines, quoteCart, withCode } from '../orders/cart-quote.ts';
import { ownedOrder } from '../orders/owned-order.ts';

export const orderQuery: QueryResolvers = {
  myOrders: async (_parent, { status }, context) => {
    const customer = await context.requireCustomer();
    const orders = await context.upstreams.images.ordersOf(customer.email);
    return status ? orders.filter((order) => order.status === status) : orders;
  },

  order: (_parent, { id }, context) => ownedOrder(context, id),

  cartQuote: async (_parent, { lines, discountCode }, context) => {
    const { loaders } = context;
    const ids = [...new Set(lines.map((line) => line.productId))];
    const products = await loaders.freshProduct.loadMany(ids);
    // An upstream that cannot be reached says nothing about whether a product still exists: fail the quote
    // rather than tell the shopper their cart lines are no longer available.
    const outage = products.find((result) => result instanceof UpstreamError && result.code !== 'UPSTREAM_ERROR');
    if (outage) throw outage;
    const byId = new Map(
      ids.map((id, index) => [id, products[index] instanceof Error ? null : (products[index] ?? null)]),
    );
    const quote = quoteCart(lines, byId);
    if (discountCode === null || discountCode === undefined || discountCode.trim() === '') return quote;
    const problem = promotionCodeProblem(discountCode);
    if (problem) return { ...quote, codeProblem: problem };
    const session = await context.session();
    const guesser = { clientAddress: context.clientAddress, email: session?.email ?? null };
    const code = discountCode.trim();
    const ticket = await checkCodeGuess(context.limits, guesser, code);
    if (!ticket.allowed) return { ...quote, codeProblem: PROMOTION_MESSAGES.tooManyGuesses };
    const answer = await context.upstreams.promotions.quote(code, guesser.email, orderableLines(quote));
    await ticket.settle(answer.ok ? null : answer.message);
    return withCode(quote, answer);
  },
};
