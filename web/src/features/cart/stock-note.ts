/**
 * What the cart says of a line the store cannot send as it is, before checkout refuses it: sold out in its size
 * and colour, or fewer left than the quantity kept (a cart saved days ago). Nothing while the stock is not known.
 */
export function stockNote(quantity: number, available: number | null): string | undefined {
  if (available === null) return undefined;
  if (available === 0) return 'Sold out in this size and colour: remove it or choose another.';
  if (quantity > available) return `Only ${available} left in this size and colour: lower the quantity to order it.`;
  return undefined;
}
