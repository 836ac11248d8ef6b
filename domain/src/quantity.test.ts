import { describe, expect, it } from 'vitest';
import { canOrderLine, clampQuantity } from './quantity.ts';

describe('clampQuantity', () => {
  it('never goes below 1', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-3)).toBe(1);
  });
  it('never goes above 10 by default, or above the stock when given', () => {
    expect(clampQuantity(11)).toBe(10);
    expect(clampQuantity(7, 5)).toBe(5);
    expect(clampQuantity(30, 25)).toBe(25);
  });
  it('keeps whole numbers only', () => {
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
  it('is 0 when nothing is in stock', () => {
    expect(clampQuantity(1, 0)).toBe(0);
  });
});

describe('canOrderLine', () => {
  it('takes a line whose size and colour have the units', () => {
    expect(canOrderLine(2, 2)).toBe(true);
    expect(canOrderLine(1, 40)).toBe(true);
  });
  it('refuses a sold-out or gone line, and one asking for more than is left', () => {
    expect(canOrderLine(1, 0)).toBe(false);
    expect(canOrderLine(3, 2)).toBe(false);
    expect(canOrderLine(0, 5)).toBe(false);
  });
});
