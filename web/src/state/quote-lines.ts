import type { CartLineInput } from '@/__generated__/graphql.ts';
import type { CartLine } from '@/state/cart.ts';

/** The cart as the store prices it: a size or colour left empty is sent as null (the product's first is used). */
export function toQuoteLines(cart: readonly CartLine[]): CartLineInput[] {
  return cart.map((line) => ({
    productId: line.id,
    quantity: line.quantity,
    size: line.ssize.trim() || null,
    colour: line.scolor.trim() || null,
  }));
}
