import { firstError, PAYMENT_METHOD, PROMOTION_MESSAGES, promotionCodeProblem, validateShipping } from '@store/domain';
import { localeOf } from '../customers/language.ts';
import { checkCodeGuess } from '../limits/code-guesses.ts';
import type { MutationPlaceOrderArgs, MutationResolvers, ResolversTypes } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import type { OrderModel } from '../orders/models.ts';
import { ownedOrder } from '../orders/owned-order.ts';
import { toUserErrors, userError } from './user-errors.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const NOT_FOUND = 'Order not found.';

export const orderMutation: MutationResolvers = {
  // Every upstream call of the operation (session, order, stock refresh, read-back), retries included, shares
  // one deadline: a backend in trouble costs the shopper at most OPERATION_DEADLINE_MS, not 8 s per call.
  placeOrder: (_parent, args, context) => context.upstreams.withDeadline(context, () => placeOrder(args, context)),

  cancelOrder: async (_parent, { id, reason }, context) => {
    const order = await ownedOrder(context, id);
    if (!order) return { order: null, errors: userError(NOT_FOUND) };
    const answer = await context.upstreams.orderManagement.cancel(order.id, reason);
    if (!answer.ok) return { order: null, errors: userError(answer.message) };
    await context.catalogue.refreshProducts(order.items.flatMap((item) => (item.productId ? [item.productId] : [])));
    return { order: await ownedOrder(context, id), errors: [] };
  },
};

async function placeOrder(
  { input, idempotencyKey }: MutationPlaceOrderArgs,
  context: GatewayContext,
): Promise<ResolversTypes['PlaceOrderPayload']> {
  const customer = await context.requireCustomer();
  if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
    return { order: null, errors: userError('The checkout key is not valid. Reload the page and try again.') };
  }
  const shippingErrors = validateShipping(input.shipping);
  if (firstError(shippingErrors)) return { order: null, errors: toUserErrors(shippingErrors) };
  if (input.lines.length === 0) return { order: null, errors: userError('Your cart is empty.') };
  const discountCode = input.discountCode?.trim() || null;
  const codeProblem = discountCode === null ? undefined : promotionCodeProblem(discountCode);
  if (codeProblem) return { order: null, errors: userError(codeProblem, 'discountCode') };
  const guesser = { clientAddress: context.clientAddress, email: customer.email };
  const ticket = discountCode ? await checkCodeGuess(context.limits, guesser, discountCode) : null;
  if (ticket && !ticket.allowed) {
    return { order: null, errors: userError(PROMOTION_MESSAGES.tooManyGuesses, 'discountCode') };
  }

  const { shipping } = input;
  const result = await context.upstreams.images.placeOrder(
    {
      info: {
        email: customer.email,
        name: shipping.firstName,
        lname: shipping.lastName,
        phone: shipping.phone,
        whatsapp: shipping.whatsapp,
        emirate: shipping.emirate,
        postal: shipping.postalCode,
        flat_no: shipping.flatNo,
        building_name: shipping.buildingName,
        area: shipping.area,
        street: shipping.street,
        note: shipping.note ?? '',
        paymentmethod: PAYMENT_METHOD,
      },
      // Only what the shopper chose: the backend prices every line from its catalogue.
      cartProducts: input.lines.map((line) => ({
        id: line.productId,
        title: '',
        quantity: line.quantity,
        ssize: line.size ?? '',
        scolor: line.colour ?? '',
      })),
      loginUser: customer.email,
      discountCode,
      language: localeOf(input.language),
    },
    idempotencyKey,
  );
  await ticket?.settle('message' in result ? result.message : null);
  if ('message' in result) return { order: null, errors: userError(result.message) };
  // Side by side, not one after the other: the refresh is best effort and must not eat the read-back's time.
  // The order came with the answer when the backend sends it (no read-back: the order is saved whatever happens
  // to the backend next); it is the customer's own, placed under their e-mail.
  const [order] = await Promise.all([
    result.order && isCustomers(result.order, customer.email) ? result.order : ownedOrder(context, result.orderId),
    context.catalogue.refreshProducts(input.lines.map((line) => line.productId)),
  ]);
  return { order, errors: [] };
}

function isCustomers(order: OrderModel, email: string): boolean {
  return order.contact.email.toLowerCase() === email.toLowerCase();
}
