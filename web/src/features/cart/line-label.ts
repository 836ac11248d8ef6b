import type { CartLine } from '@/state/cart.ts';

/** How the page names a colour: colourName with its language (identity in tests that need no catalogue). */
type NameColour = (colour: string) => string;

/** 'M / Black' ('M / أسود' on Arabic pages): the line's size and colour, '' for a line kept without them. */
export function lineDetails(line: Pick<CartLine, 'ssize' | 'scolor'>, nameColour: NameColour): string {
  return [line.ssize, line.scolor && nameColour(line.scolor)].filter(Boolean).join(' / ');
}

/** 'Drift King Tee (M / Black)': tells two lines of one design apart in button and control names. */
export function lineName(line: Pick<CartLine, 'title' | 'ssize' | 'scolor'>, nameColour: NameColour): string {
  const details = lineDetails(line, nameColour);
  return details ? `${line.title} (${details})` : line.title;
}
