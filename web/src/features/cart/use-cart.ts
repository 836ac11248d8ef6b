import { MAX_QUANTITY } from '@store/domain';
import { useCartProductsQuery } from '@/__generated__/graphql.ts';
import { cartLineKey, cartTotals, cartVar, type CartLine } from '@/state/cart.ts';
import { lineStock, type LineStock, type ProductStock } from './line-stock.ts';
import { useStoredVar } from '@/lib/use-stored-var.ts';

export interface CartRow extends LineStock {
  line: CartLine;
  /** cartLineKey: what updateCartLine and removeFromCart take. */
  key: string;
  /** The most the quantity control allows: 10, or the stock when known. */
  max: number;
}

/**
 * The cart lines with what the store has of each, fresh from the store (a product hidden or sold out since it was
 * added shows at once), and the totals of the lines that can be ordered as they are: a line that cannot is left
 * out of the subtotal, the bulk discount and the total. `blocked` while any line cannot be ordered.
 */
export function useCart() {
  const lines = useStoredVar(cartVar);
  const ids = [...new Set(lines.map((line) => line.id))].sort();
  const { data } = useCartProductsQuery({
    variables: { ids },
    skip: lines.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  // productsById answers in the order asked, null for a product the shop no longer sells.
  const products =
    data && new Map<string, ProductStock | null>(ids.map((id, index) => [id, data.productsById[index] ?? null]));
  const rows: CartRow[] = lines.map((line) => {
    const stock = lineStock(line, products);
    return { line, key: cartLineKey(line), ...stock, max: Math.max(1, stock.available ?? MAX_QUANTITY) };
  });
  const orderable = rows.filter((row) => row.orderable).map((row) => row.line);
  return { rows, orderable, totals: cartTotals(orderable), blocked: rows.some((row) => !row.orderable) };
}
