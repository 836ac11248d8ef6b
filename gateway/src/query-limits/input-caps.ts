import { GraphQLError } from 'graphql';
import { BULK_ORDERS_MAX, MAX_CART_LINES, MAX_WISHLIST_ITEMS } from '@store/domain';
import type { Args } from './list-sizes.ts';

export const INPUT_TOO_LARGE = 'INPUT_TOO_LARGE';

interface InputCap {
  count(args: Args): number;
  max: number;
  message: string;
}

function lengthOf(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

const cartLines = `A cart can hold at most ${MAX_CART_LINES} lines.`;

/**
 * List arguments that fan out into one upstream call per item, capped at what a real cart or wishlist
 * holds (domain/constants.ts), by schema coordinate.
 */
const INPUT_CAPS: Readonly<Record<string, InputCap>> = {
  'Query.cartQuote': { count: (args) => lengthOf(args.lines), max: MAX_CART_LINES, message: cartLines },
  'Mutation.placeOrder': {
    count: (args) => lengthOf((args.input as Args | undefined)?.lines),
    max: MAX_CART_LINES,
    message: cartLines,
  },
  'Mutation.markOrdersPacked': {
    count: (args) => lengthOf(args.ids),
    max: BULK_ORDERS_MAX,
    message: `At most ${BULK_ORDERS_MAX} orders can be marked at once.`,
  },
  'Query.productsById': {
    count: (args) => lengthOf(args.ids),
    max: MAX_WISHLIST_ITEMS,
    message: `At most ${MAX_WISHLIST_ITEMS} products can be asked for at once.`,
  },
};

/** Throws INPUT_TOO_LARGE (HTTP 400) when a capped list argument of the field holds more than its cap. */
export function checkInputCaps(coordinate: string, args: Args): void {
  const cap = INPUT_CAPS[coordinate];
  if (!cap || cap.count(args) <= cap.max) return;
  throw new GraphQLError(cap.message, { extensions: { code: INPUT_TOO_LARGE, http: { status: 400 } } });
}
