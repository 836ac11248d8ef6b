import { describe, expect, it } from 'vitest';
import { clampQuantity } from './quantity.ts';

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
