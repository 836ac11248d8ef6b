import { useReactiveVar } from '@apollo/client/react';
import { MAX_QUANTITY } from '@store/domain';
import { useCartProductsQuery } from '@/__generated__/graphql.ts';
import { cartTotals, cartVar, type CartLine } from '@/state/cart.ts';

/** The cart lines with each line's maximum (10, or the stock of its size and colour when known) and the totals. */
export function useCart() {
  const lines = useReactiveVar(cartVar);
  const { data } = useCartProductsQuery({ variables: { ids: lines.map((line) => line.id) }, skip: lines.length === 0 });
  const maxFor = (line: CartLine): number => {
    const product = data?.productsById.find((candidate) => candidate?.id === line.id);
    if (!product || !line.ssize || !line.scolor) return MAX_QUANTITY;
    const entry = product.stock.find(
      (stock) =>
        stock.size.toLowerCase() === line.ssize.toLowerCase() &&
        stock.colour.toLowerCase() === line.scolor.toLowerCase(),
    );
    return Math.max(1, entry?.quantity ?? MAX_QUANTITY);
  };
  return { lines, totals: cartTotals(lines), maxFor };
}
