import { useReactiveVar } from '@apollo/client/react';
import { MAX_QUANTITY } from '@store/domain';
import { useCartProductsQuery } from '@/__generated__/graphql.ts';
import { cartTotals, cartVar, type CartLine } from '@/state/cart.ts';

/**
 * The cart lines with what the store has of each (the units of its size and colour, null while not known), each
 * line's maximum (10, or that stock when known) and the totals.
 */
export function useCart() {
  const lines = useReactiveVar(cartVar);
  const { data } = useCartProductsQuery({ variables: { ids: lines.map((line) => line.id) }, skip: lines.length === 0 });
  const stockFor = (line: CartLine): number | null => {
    const product = data?.productsById.find((candidate) => candidate?.id === line.id);
    if (!product || !line.ssize || !line.scolor) return null;
    const entry = product.stock.find(
      (stock) =>
        stock.size.toLowerCase() === line.ssize.toLowerCase() &&
        stock.colour.toLowerCase() === line.scolor.toLowerCase(),
    );
    return entry?.quantity ?? 0;
  };
  const maxFor = (line: CartLine): number => Math.max(1, stockFor(line) ?? MAX_QUANTITY);
  return { lines, totals: cartTotals(lines), stockFor, maxFor };
}
