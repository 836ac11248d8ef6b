/**
 * What the cart says of a line the store cannot send as it is, before checkout refuses it: a product no longer
 * sold, sold out in its size and colour, or fewer left than the quantity kept (a cart saved days ago). Nothing
 * while the stock is not known.
 */
export function stockNote(quantity: number, available: number | null, gone = false): string | undefined {
  if (gone) return 'No longer available: remove it from your cart.';
  if (available === null) return undefined;
  if (available === 0) return 'Sold out in this size and colour: remove it or choose another.';
  if (quantity > available) return `Only ${available} left in this size and colour: lower the quantity to order it.`;
  return undefined;
}

/** Said beside the totals while a line is marked: the totals leave it out and checkout waits for it. */
export const MARKED_LINES_NOTE = 'Marked items are not in the total. Remove them or change them to check out.';
