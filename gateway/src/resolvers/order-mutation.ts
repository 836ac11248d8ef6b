import { firstError, PAYMENT_METHOD, validateShipping } from '@store/domain';
import type { MutationPlaceOrderArgs, MutationResolvers, ResolversTypes } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
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
    },
    idempotencyKey,
  );
  if ('message' in result) return { order: null, errors: userError(result.message) };
  // Side by side, not one after the other: the refresh is best effort and must not eat the read-back's time.
  const [order] = await Promise.all([
    ownedOrder(context, result.orderId),
    context.catalogue.refreshProducts(input.lines.map((line) => line.productId)),
  ]);
  return { order, errors: [] };
}
