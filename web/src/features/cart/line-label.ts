import type { CartLine } from '@/state/cart.ts';

/** 'M / Black': the line's size and colour, '' for a line kept without them. */
export function lineDetails(line: Pick<CartLine, 'ssize' | 'scolor'>): string {
  return [line.ssize, line.scolor].filter(Boolean).join(' / ');
}

/** 'Drift King Tee (M / Black)': tells two lines of one design apart in button and control names. */
export function lineName(line: Pick<CartLine, 'title' | 'ssize' | 'scolor'>): string {
  const details = lineDetails(line);
  return details ? `${line.title} (${details})` : line.title;
}
