/** Slides per view or gap in px, keyed by the minimum viewport width in px (as in CAROUSEL_BREAKPOINTS). */
export type ByMinWidth = Readonly<Record<number, number>>;

/** The value that applies at a width: the one with the largest minimum width not above it. */
export function valueAt(values: ByMinWidth, width: number): number {
  let best: [minWidth: number, value: number] | undefined;
  for (const [key, value] of Object.entries(values)) {
    const minWidth = Number(key);
    if (minWidth <= width && (!best || minWidth > best[0])) best = [minWidth, value];
  }
  if (!best) throw new RangeError(`no value applies at ${width} px`);
  return best[1];
}

/** The viewport widths components/ui/swiper-frame.css has a media query for: every width a carousel changes at. */
export const LAYOUT_WIDTHS = [0, 576, 668, 752, 768, 1024, 1200] as const;

/**
 * Custom properties by which swiper-frame.css lays the slides out as Swiper will, before Swiper has loaded
 * (use-swiper.ts): slides per view and gap at each of LAYOUT_WIDTHS, and whether previous/next buttons have
 * anything to do (not when every slide fits, as Swiper's `watchOverflow` decides). Set on an element of class
 * `swiper-layout` around the frame; without them the page would jump when Swiper starts.
 */
export function carouselLayout(perView: ByMinWidth, gaps: ByMinWidth, slideCount: number): Record<string, string> {
  const layout: Record<string, string> = {};
  for (const width of LAYOUT_WIDTHS) {
    const slides = valueAt(perView, width);
    layout[`--slides-${width}`] = String(slides);
    layout[`--gap-${width}`] = `${valueAt(gaps, width)}px`;
    layout[`--controls-${width}`] = slideCount > slides ? 'flex' : 'none';
  }
  return layout;
}
