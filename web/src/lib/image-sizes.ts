import { CAROUSEL_BREAKPOINTS, CAROUSEL_GAPS } from '@store/domain';
import { valueAt, type ByMinWidth } from './carousel-layout.ts';

/**
 * `sizes` values: how wide an image is drawn, so the browser picks the smallest copy of a `srcset` that is
 * sharp enough. Layouts that are columns of equal width say so once, as columns per minimum viewport width.
 */

/** Columns per view keyed by the minimum viewport width in px (as CAROUSEL_BREAKPOINTS). */
export type ColumnsByMinWidth = Readonly<Record<number, number>>;

/** The page's side padding: `.container`'s `--space-4` on each side (styles/base.css). */
export const PAGE_PADDING_PX = 16;

const share = (columns: number) => `${Math.ceil(100 / columns)}vw`;

/**
 * An image that fills one column, less its share of the page's side padding and of the gaps between columns:
 * `(min-width: 1200px) calc(25vw - 30px), (min-width: 768px) calc(34vw - 30px), calc(50vw - 23px)`. Without it a
 * phone's card (172 px of a 390 px screen) was announced as 195 px, just enough to need the next, 4× larger copy.
 */
export function columnSizes(columns: ColumnsByMinWidth, gaps: ByMinWidth = { 0: 0 }, paddingPx = 0): string {
  const byWidth = Object.entries(columns)
    .map(([minWidth, count]) => [Number(minWidth), count] as const)
    .sort((a, b) => b[0] - a[0]);
  return byWidth
    .map(([minWidth, count]) => {
      const inset = Math.floor((2 * paddingPx + (count - 1) * valueAt(gaps, minWidth)) / count);
      const width = inset > 0 ? `calc(${share(count)} - ${inset}px)` : share(count);
      return minWidth > 0 ? `(min-width: ${minWidth}px) ${width}` : width;
    })
    .join(', ');
}

/** The full width of the screen: the home slideshow. */
export const FULL_WIDTH_SIZES = '100vw';

/** The product page's main image: a full-width column on phones, beside the summary from 768 px (7 of 12 from 1200). */
export const PRODUCT_GALLERY_SIZES = '(min-width: 1200px) 59vw, (min-width: 768px) 50vw, 100vw';

/** A product card: a column of the shop grid and of the product carousels (2, 3, 4 across). */
export const PRODUCT_CARD_SIZES = columnSizes(CAROUSEL_BREAKPOINTS.topPicks, CAROUSEL_GAPS.default, PAGE_PADDING_PX);

/** A collection card of the home carousel. */
export const COLLECTION_CARD_SIZES = columnSizes(
  CAROUSEL_BREAKPOINTS.collections,
  CAROUSEL_GAPS.collections,
  PAGE_PADDING_PX,
);

/** The lookbook pin's thumbnail (collections-carousel.css: 64 px wide). */
export const LOOKBOOK_PIN_SIZES = '64px';
