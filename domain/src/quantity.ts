import { MAX_QUANTITY } from './constants.ts';

/**
 * A quantity the shopper may pick: a whole number from 1 to the maximum, which is 10 by default or the
 * available stock where it is known (spec §4, §5). With nothing in stock the maximum is 0 and so is the result.
 */
export function clampQuantity(quantity: number, maximum: number = MAX_QUANTITY): number {
  const max = Math.max(0, Math.floor(maximum));
  if (max === 0) return 0;
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(max, Math.max(1, Math.floor(quantity)));
}

/**
 * Whether a cart line can be ordered as it is: its size and colour have the units it asks for. A product no longer
 * sold (hidden or removed) has none. The cart's and checkout's totals count only such lines.
 */
export function canOrderLine(quantity: number, available: number): boolean {
  return quantity >= 1 && quantity <= available;
}
