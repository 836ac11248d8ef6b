import { canOrderLine } from '@store/domain';

/** What the store has of one product, as the cart asks for it. */
export interface ProductStock {
  id: string;
  sizes: readonly string[];
  colours: readonly { name: string }[];
  stock: readonly { size: string; colour: string; quantity: number }[];
}

/** A cart line as the store can send it now. */
export interface LineStock {
  /** Units of the line's size and colour; 0 when the product is gone; null while not known. */
  available: number | null;
  /** The product is no longer sold (hidden or removed). */
  gone: boolean;
  /** Whether the line counts in the totals: it can be ordered as it is, or the stock is not known yet. */
  orderable: boolean;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The stock of one cart line. `products` is the store's answer by product id (null: not sold any more), undefined
 * while it is loading. A line kept without size or colour is the product's first of each, as checkout orders it.
 */
export function lineStock(
  line: { id: string; ssize: string; scolor: string; quantity: number },
  products: ReadonlyMap<string, ProductStock | null> | undefined,
): LineStock {
  const product = products?.get(line.id);
  if (product === undefined) return { available: null, gone: false, orderable: true };
  if (product === null) return { available: 0, gone: true, orderable: false };
  const size = line.ssize || product.sizes[0] || '';
  const colour = line.scolor || product.colours[0]?.name || '';
  const available = product.stock.find((entry) => same(entry.size, size) && same(entry.colour, colour))?.quantity ?? 0;
  return { available, gone: false, orderable: canOrderLine(line.quantity, available) };
}
