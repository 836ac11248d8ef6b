import { describe, expect, it } from 'vitest';
import { priceWithCode, shareDiscount } from './pricing.ts';
import { keptPriceFils, refundDueFils, returnedGrossFils, type RefundableLine } from './return-refund.ts';

const tee = (unitPriceFils: number, quantity: number, codeDiscountFils = 0): RefundableLine => ({
  unitPriceFils,
  quantity,
  codeDiscountFils,
});

/** The refund of one return after `refundedUnits` were refunded by earlier returns (paid = the order's total). */
function refund(lines: RefundableLine[], returnedUnits: number[], refundedUnits = lines.map(() => 0), refunded = 0) {
  const paidFils = keptPriceFils(
    lines,
    lines.map((line) => line.quantity),
  );
  return refundDueFils({ lines, paidFils, refundedFils: refunded, refundedUnits, returnedUnits });
}

describe('what keeping part of an order costs', () => {
  it('is the order total when everything is kept, with the bulk discount and the code', () => {
    const lines = [
      { unitPriceFils: 7999, quantity: 2 },
      { unitPriceFils: 8999, quantity: 1 },
    ];
    const price = priceWithCode(
      lines.map((line) => ({ ...line })),
      { discountFils: 2500, eligibleLineTotalsFils: [15998, 8999] },
    );
    const shares = shareDiscount([15998, 8999], 2500);
    const refundable = lines.map((line, index) => tee(line.unitPriceFils, line.quantity, shares[index]));
    expect(keptPriceFils(refundable, [2, 1])).toBe(price.totalFils);
    expect(keptPriceFils(refundable, [0, 0])).toBe(0);
  });
});

describe('the refund rule: worked examples (docs/decisions.md)', () => {
  it('two tees at 79.99 with the bulk discount: returning one gives back 59.99, the kept tee loses the 20 AED', () => {
    const lines = [tee(7999, 2)];
    expect(keptPriceFils(lines, [2])).toBe(13998);
    expect(refund(lines, [1])).toBe(5999);
    // The second tee later: its full price, and the two refunds add up to what was paid.
    expect(refund(lines, [1], [1], 5999)).toBe(7999);
    expect(5999 + 7999).toBe(13998);
  });

  it('three tees at 79.99: returning one keeps a pair, so the full 79.99 comes back', () => {
    expect(refund([tee(7999, 3)], [1])).toBe(7999);
  });

  it('two different tees, the dearer one returned: its price less the 20 AED the pair earned', () => {
    // 89.99 + 59.99 − 20 = 129.98 paid; the kept 59.99 tee costs 59.99; refund 69.99.
    expect(refund([tee(8999, 1), tee(5999, 1)], [1, 0])).toBe(6999);
  });

  it('four tees at 50 AED: returning one leaves three, which still earn one 20 AED', () => {
    // Paid 200 − 40 = 160; kept 150 − 20 = 130; refund 30.
    expect(refund([tee(5000, 4)], [1])).toBe(3000);
  });

  it('a 10% code with the bulk discount: the returned tee takes its share of the code with it', () => {
    // Two tees at 100 AED: bulk 20, code 20 (10% of 200); paid 160. Kept one: 100 − 10 (half the line's
    // share of the code) = 90. Refund 70.
    expect(refund([tee(10000, 2, 2000)], [1])).toBe(7000);
    expect(refund([tee(10000, 2, 2000)], [2])).toBe(16000);
  });

  it('a code on one line only: returning the other line gives back its price less the lost bulk discount', () => {
    // 100 (code 25 off) + 60: bulk 20, paid 115. Kept: the coded tee alone, 75. Refund 40.
    expect(refund([tee(10000, 1, 2500), tee(6000, 1)], [0, 1])).toBe(4000);
  });

  it('never refunds below zero nor more than was paid, whatever the order of returns', () => {
    // Two tees at 15 AED: the bulk discount takes 20 of 30, paid 10. The first return alone would cost the
    // shopper more to keep the other tee: nothing comes back; the second gives back what is left, 10.
    const lines = [tee(1500, 2)];
    expect(refund(lines, [1])).toBe(0);
    expect(refund(lines, [1], [1], 0)).toBe(1000);
    expect(refund(lines, [2])).toBe(1000);
  });

  it('gives back exactly what was paid when every unit comes back, one return at a time', () => {
    const lines = [tee(7999, 2, 1333), tee(4550, 3, 777), tee(12000, 1, 0)];
    const paid = keptPriceFils(lines, [2, 3, 1]);
    let refunded = 0;
    const units = [0, 0, 0];
    for (const step of [
      [0, 1, 0],
      [1, 0, 1],
      [0, 2, 0],
      [1, 0, 0],
    ]) {
      refunded += refundDueFils({
        lines,
        paidFils: paid,
        refundedFils: refunded,
        refundedUnits: units,
        returnedUnits: step,
      });
      step.forEach((n, index) => (units[index]! += n));
    }
    expect(refunded).toBe(paid);
  });

  it('lists the returned units at their price before discounts', () => {
    expect(returnedGrossFils([tee(7999, 2), tee(5000, 1)], [1, 1])).toBe(12999);
  });
});
