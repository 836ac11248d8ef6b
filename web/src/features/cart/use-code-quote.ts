import { useSideCartCodeQuery } from '@/__generated__/graphql.ts';
import { cartCodeVar, type CartLine } from '@/state/cart.ts';
import { toQuoteLines } from '@/state/quote-lines.ts';
import { useStoredVar } from '@/lib/use-stored-var.ts';

/**
 * The store's answer for the cart's discount code on the lines that can be ordered: whether it applies, what it
 * takes off and the total after it. Nothing is asked while there is no code.
 */
export function useCodeQuote(orderable: readonly CartLine[]) {
  const code = useStoredVar(cartCodeVar);
  const { data } = useSideCartCodeQuery({
    variables: { lines: toQuoteLines(orderable), discountCode: code },
    skip: code === '' || orderable.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  return code === '' ? undefined : data?.cartQuote;
}
