import { BULK_DISCOUNT_MIN_QUANTITY, BULK_DISCOUNT_PER_PAIR_FILS } from './constants.ts';

/**
 * Money is kept in fils (1 AED = 100 fils) as whole numbers, so sums never drift.
 * Convert at the edges only: wire formats and display speak AED.
 */
export type Fils = number;

export function aedToFils(aed: number): Fils {
  return Math.round(aed * 100);
}

export function filsToAed(fils: Fils): number {
  return fils / 100;
}

/** '79.99': two decimals, as every price and total is shown. */
export function formatAed(fils: Fils): string {
  return (fils / 100).toFixed(2);
}

export interface PricedLine {
  unitPriceFils: Fils;
  quantity: number;
}

export interface PriceSummary {
  /** Total quantity over all lines (N). */
  itemCount: number;
  /** Σ quantity × unit price. */
  subtotalFils: Fils;
  /** Bulk discount, never more than the subtotal. */
  discountFils: Fils;
  /** subtotal − discount, never below 0. */
  totalFils: Fils;
}

/** floor(N / 2) × 20 AED for a total quantity N ≥ 2, else 0. */
export function bulkDiscountFils(totalQuantity: number): Fils {
  if (totalQuantity < BULK_DISCOUNT_MIN_QUANTITY) return 0;
  return Math.floor(totalQuantity / 2) * BULK_DISCOUNT_PER_PAIR_FILS;
}

export function priceLines(lines: readonly PricedLine[]): PriceSummary {
  let itemCount = 0;
  let subtotalFils = 0;
  for (const line of lines) {
    itemCount += line.quantity;
    subtotalFils += line.quantity * line.unitPriceFils;
  }
  // Capped so that the struck-through original (total + discount) always equals the subtotal.
  const discountFils = Math.min(bulkDiscountFils(itemCount), subtotalFils);
  return { itemCount, subtotalFils, discountFils, totalFils: subtotalFils - discountFils };
}

/** The sale badge: rounded percent of (oldPrice − price) / oldPrice, or null when not on sale. */
export function discountPercent(price: number, oldPrice: number | null | undefined): number | null {
  if (oldPrice == null || oldPrice <= 0 || oldPrice <= price) return null;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}
