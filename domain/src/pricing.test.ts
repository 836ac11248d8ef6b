import { describe, expect, it } from 'vitest';
import { aedToFils, bulkDiscountFils, discountPercent, formatAed, priceLines } from './pricing.ts';

describe('bulk discount', () => {
  it('is zero below two items', () => {
    expect(bulkDiscountFils(0)).toBe(0);
    expect(bulkDiscountFils(1)).toBe(0);
  });
  it('is floor(N/2) × 20 AED from two items', () => {
    expect(bulkDiscountFils(2)).toBe(2000);
    expect(bulkDiscountFils(3)).toBe(2000);
    expect(bulkDiscountFils(4)).toBe(4000);
    expect(bulkDiscountFils(7)).toBe(6000);
  });
});

describe('priceLines', () => {
  it('sums quantity × price, subtracts the bulk discount', () => {
    const summary = priceLines([
      { unitPriceFils: aedToFils(79.99), quantity: 2 },
      { unitPriceFils: aedToFils(89.99), quantity: 1 },
    ]);
    expect(summary).toEqual({ itemCount: 3, subtotalFils: 24997, discountFils: 2000, totalFils: 22997 });
    expect(formatAed(summary.totalFils)).toBe('229.97');
  });
  it('never goes below zero and keeps total + discount equal to the subtotal', () => {
    const summary = priceLines([{ unitPriceFils: 500, quantity: 2 }]);
    expect(summary.totalFils).toBe(0);
    expect(summary.discountFils).toBe(1000);
    expect(summary.totalFils + summary.discountFils).toBe(summary.subtotalFils);
  });
  it('is all zero for an empty cart', () => {
    expect(priceLines([])).toEqual({ itemCount: 0, subtotalFils: 0, discountFils: 0, totalFils: 0 });
  });
});

describe('money', () => {
  it('converts AED without float drift', () => {
    expect(aedToFils(0.1 + 0.2)).toBe(30);
    expect(aedToFils(89.99)).toBe(8999);
  });
  it('shows two decimals', () => {
    expect(formatAed(6000)).toBe('60.00');
    expect(formatAed(5)).toBe('0.05');
  });
});

describe('discountPercent', () => {
  it('rounds (old − price) / old to a whole percent', () => {
    expect(discountPercent(75, 100)).toBe(25);
    expect(discountPercent(59.99, 79.99)).toBe(25);
    expect(discountPercent(66, 99)).toBe(33);
  });
  it('is null when not on sale', () => {
    expect(discountPercent(50, null)).toBeNull();
    expect(discountPercent(50, undefined)).toBeNull();
    expect(discountPercent(50, 40)).toBeNull();
  });
});
