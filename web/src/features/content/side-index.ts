export type ScrollEdge = 'top' | 'bottom';

/**
 * Which section the side index highlights: the last one whose top has passed the reading line (the middle
 * of the viewport). At the very top of the page it is the first, and at the very bottom the last: short
 * opening or closing sections may otherwise never be the one at the line.
 *
 * @param tops each section's top relative to the viewport, in document order
 * @returns the index of the highlighted section, -1 when there are none
 */
export function activeSectionIndex(tops: readonly number[], line: number, edge?: ScrollEdge): number {
  if (tops.length === 0) return -1;
  if (edge === 'top') return 0;
  if (edge === 'bottom') return tops.length - 1;
  let active = 0;
  tops.forEach((top, index) => {
    if (top <= line) active = index;
  });
  return active;
}

/** Whether the page is scrolled to its top or bottom; a couple of pixels count, as zoomed pages scroll by fractions. */
export function scrollEdge(scrollY: number, viewportHeight: number, documentHeight: number): ScrollEdge | undefined {
  if (scrollY <= 2) return 'top';
  if (scrollY + viewportHeight >= documentHeight - 2) return 'bottom';
  return undefined;
}
