import type { ProductFilterInput } from '@/__generated__/graphql.ts';
import type { ShopState } from './url-state.ts';

/**
 * The GraphQL filter of a shop state. The price range is always sent: the default 20–300 is a filter too.
 * On a collection page the route's collection replaces any chosen in the query string.
 */
export function toProductFilter(state: ShopState, routeCollection?: string | null): ProductFilterInput {
  const collections = routeCollection ? [routeCollection] : state.collections;
  return {
    price: { min: state.min, max: state.max },
    ...(state.availability && { availability: state.availability }),
    ...(state.colour && { colours: [state.colour] }),
    ...(state.size && { sizes: [state.size] }),
    ...(state.brands.length > 0 && { brands: state.brands }),
    ...(collections.length > 0 && { collections }),
    ...(state.sale && { onSale: true }),
    ...(state.text && { text: state.text }),
  };
}
