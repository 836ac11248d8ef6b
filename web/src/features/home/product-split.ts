/** New Arrivals shows the first four products; Best Selling starts at the fifth (spec §2, item 6). */
export const NEW_ARRIVALS_COUNT = 4;

/** How many catalogue products the home page asks for: four new arrivals and eight best sellers. */
export const HOME_PRODUCT_COUNT = 12;

export function splitProductSections<T>(products: readonly T[]): { newArrivals: T[]; bestSelling: T[] } {
  return {
    newArrivals: products.slice(0, NEW_ARRIVALS_COUNT),
    bestSelling: products.slice(NEW_ARRIVALS_COUNT),
  };
}
