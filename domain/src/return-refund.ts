import { bulkDiscountFils, type Fils } from './pricing.ts';

/** An order line as the refund rule reads it. */
export interface RefundableLine {
  unitPriceFils: Fils;
  /** Bought. */
  quantity: number;
  /** The line's share of the order's discount code (order_items.code_discount_fils). */
  codeDiscountFils: Fils;
}

/**
 * What keeping `kept[i]` units of each line costs under the order's own terms: the units at their price, less
 * the bulk discount the kept count earns (floor(N/2) × 20 AED), less the kept units' part of each line's code
 * share (rounded down). Keeping everything costs exactly the order's total.
 */
export function keptPriceFils(lines: readonly RefundableLine[], kept: readonly number[]): Fils {
  let subtotal = 0;
  let count = 0;
  let code = 0;
  lines.forEach((line, index) => {
    const units = Math.min(Math.max(kept[index] ?? 0, 0), line.quantity);
    subtotal += units * line.unitPriceFils;
    count += units;
    code += line.quantity === 0 ? 0 : Math.floor((line.codeDiscountFils * units) / line.quantity);
  });
  const bulk = Math.min(bulkDiscountFils(count), subtotal);
  return Math.max(0, subtotal - bulk - code);
}

export interface RefundQuestion {
  lines: readonly RefundableLine[];
  /** What the shopper paid for the order (its total). */
  paidFils: Fils;
  /** Refunded for this order before. */
  refundedFils: Fils;
  /** Units of each line already refunded, before this return. */
  refundedUnits: readonly number[];
  /** Units of each line this return gives back. */
  returnedUnits: readonly number[];
}

/**
 * The one refund rule (issue 22): a return gives back what the order costs less once the units are gone: the
 * price of what was kept before it minus the price of what is kept after it, both repriced with the bulk
 * discount the kept count earns and the kept units' share of the code. A partial return can so lose the bulk
 * discount (two tees less 20 AED; one returned: the kept tee costs its full price). Never below 0, and never more
 * than is left of what was paid. Worked examples in return-refund.test.ts and docs/decisions.md.
 */
export function refundDueFils(question: RefundQuestion): Fils {
  const { lines, paidFils, refundedFils, refundedUnits, returnedUnits } = question;
  const before = lines.map((line, index) => line.quantity - (refundedUnits[index] ?? 0));
  const after = before.map((units, index) => units - (returnedUnits[index] ?? 0));
  const due = keptPriceFils(lines, before) - keptPriceFils(lines, after);
  return Math.max(0, Math.min(due, paidFils - refundedFils));
}

/** The returned units at their price, before any discount: what a credit note lists line by line. */
export function returnedGrossFils(lines: readonly RefundableLine[], returnedUnits: readonly number[]): Fils {
  return lines.reduce((sum, line, index) => sum + line.unitPriceFils * (returnedUnits[index] ?? 0), 0);
}
