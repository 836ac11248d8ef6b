import { CAROUSEL_GAPS, CAROUSEL_SPEED_MS } from '@store/domain';
import { valueAt, type ByMinWidth } from '@/lib/carousel-layout.ts';

/** Spec §9: a drag must move 5 px before it counts as a swipe; one slower than 300 ms is a long swipe. */
export const SWIPE_THRESHOLD_PX = 5;
export const LONG_SWIPE_MS = 300;

/** Shared by every carousel of the page (spec §9). */
export const CAROUSEL_MOTION = { speed: CAROUSEL_SPEED_MS, threshold: SWIPE_THRESHOLD_PX, longSwipesMs: LONG_SWIPE_MS };

/** Gaps between slides (domain's CAROUSEL_GAPS). */
export const DEFAULT_GAPS: ByMinWidth = CAROUSEL_GAPS.default;
export const COLLECTION_GAPS: ByMinWidth = CAROUSEL_GAPS.collections;

/** Swiper `breakpoints` that combine slides per view and gaps, each changing at its own widths. */
export function swiperBreakpoints(
  perView: ByMinWidth,
  gaps: ByMinWidth = DEFAULT_GAPS,
): Record<number, { slidesPerView: number; spaceBetween: number }> {
  const widths = [...new Set([...Object.keys(perView), ...Object.keys(gaps)].map(Number))].sort((a, b) => a - b);
  return Object.fromEntries(
    widths.map((width) => [width, { slidesPerView: valueAt(perView, width), spaceBetween: valueAt(gaps, width) }]),
  );
}
