import { CAROUSEL_BREAKPOINTS } from '@store/domain';

/**
 * `sizes` values: how wide an image is drawn, so the browser picks the smallest copy of a `srcset` that is
 * sharp enough. Layouts that are columns of equal width say so once, as columns per minimum viewport width.
 */

/** Columns per view keyed by the minimum viewport width in px (as CAROUSEL_BREAKPOINTS). */
export type ColumnsByMinWidth = Readonly<Record<number, number>>;

const share = (columns: number) => `${Math.ceil(100 / columns)}vw`;

/** An image that fills one column: `(min-width: 1200px) 25vw, (min-width: 768px) 34vw, 50vw`. */
export function columnSizes(columns: ColumnsByMinWidth): string {
  const byWidth = Object.entries(columns)
    .map(([minWidth, count]) => [Number(minWidth), count] as const)
    .sort((a, b) => b[0] - a[0]);
  return byWidth
    .map(([minWidth, count]) => (minWidth > 0 ? `(min-width: ${minWidth}px) ${share(count)}` : share(count)))
    .join(', ');
}

/** The full width of the screen: the home slideshow. */
export const FULL_WIDTH_SIZES = '100vw';

/** The product page's main image: a full-width column on phones, beside the summary from 768 px (7 of 12 from 1200). */
export const PRODUCT_GALLERY_SIZES = '(min-width: 1200px) 59vw, (min-width: 768px) 50vw, 100vw';

/** A product card: a column of the shop grid and of the product carousels (2, 3, 4 across). */
export const PRODUCT_CARD_SIZES = columnSizes(CAROUSEL_BREAKPOINTS.topPicks);

/** A collection card of the home carousel. */
export const COLLECTION_CARD_SIZES = columnSizes(CAROUSEL_BREAKPOINTS.collections);
