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

/**
 * Shares a discount among lines in proportion to their totals (largest remainder, ties to the earlier line), so
 * the shares add up to the discount exactly: what a returned line gives back of the code (issue 22).
 */
export function shareDiscount(lineTotalsFils: readonly Fils[], discountFils: Fils): Fils[] {
  const sum = lineTotalsFils.reduce((a, b) => a + b, 0);
  if (sum === 0 || discountFils === 0) return lineTotalsFils.map(() => 0);
  const exact = lineTotalsFils.map((total) => (total * discountFils) / sum);
  const shares = exact.map(Math.floor);
  let left = discountFils - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/** A discount code's part of an order's price. */
export interface CodeDiscount {
  /** What the code takes off before the cap (evaluatePromotion). */
  discountFils: Fils;
  /** Each line's total if the code applies to it, else 0, in the order of the lines. */
  eligibleLineTotalsFils: readonly Fils[];
}

export interface OrderPrice extends PriceSummary {
  /** The discount code's amount (0 without one); `discountFils` stays the bulk discount. */
  codeDiscountFils: Fils;
  /** The code's amount shared among the lines (shareDiscount): what each line gave up, for refunds. */
  lineCodeDiscountsFils: Fils[];
}

/**
 * The one rule for a code and the bulk discount together: both apply. The bulk discount comes off the product
 * total first; the code's amount is worked out on the product total (not on what the bulk discount left), and is
 * cut so that the two together never exceed the product total: the order total never goes below zero, and with
 * shipping never below the shipping cost. Worked examples in pricing.test.ts and docs/decisions.md.
 */
export function priceWithCode(lines: readonly PricedLine[], code: CodeDiscount | null): OrderPrice {
  const summary = priceLines(lines);
  if (!code) return { ...summary, codeDiscountFils: 0, lineCodeDiscountsFils: lines.map(() => 0) };
  const codeDiscountFils = Math.min(code.discountFils, summary.totalFils);
  return {
    ...summary,
    codeDiscountFils,
    totalFils: summary.totalFils - codeDiscountFils,
    lineCodeDiscountsFils: shareDiscount(code.eligibleLineTotalsFils, codeDiscountFils),
  };
}
