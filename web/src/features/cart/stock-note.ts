import type { Translate } from '@/i18n/i18n.tsx';

/**
 * What the cart says of a line the store cannot send as it is, before checkout refuses it: a product no longer
 * sold, sold out in its size and colour, or fewer left than the quantity kept (a cart saved days ago). Nothing
 * while the stock is not known.
 */
export function stockNote(t: Translate, quantity: number, available: number | null, gone = false): string | undefined {
  if (gone) return t('stock.gone');
  if (available === null) return undefined;
  if (available === 0) return t('stock.soldOut');
  if (quantity > available) return t('stock.fewer', { available });
  return undefined;
}
