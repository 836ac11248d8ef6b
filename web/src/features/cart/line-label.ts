import type { VariantNames } from '@/i18n/variant-names.ts';
import type { CartLine } from '@/state/cart.ts';

/** 'M / Black' ('M / أسود' on Arabic pages): the line's size and colour, '' for a line kept without them. */
export function lineDetails(line: Pick<CartLine, 'ssize' | 'scolor'>, names: VariantNames): string {
  return [line.ssize && names.size(line.ssize), line.scolor && names.colour(line.scolor)].filter(Boolean).join(' / ');
}

/** 'Drift King Tee (M / Black)': tells two lines of one design apart in button and control names. */
export function lineName(line: Pick<CartLine, 'title' | 'ssize' | 'scolor'>, names: VariantNames): string {
  const details = lineDetails(line, names);
  return details ? `${line.title} (${details})` : line.title;
}
