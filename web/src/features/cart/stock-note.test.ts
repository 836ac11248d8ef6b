import { describe, expect, it } from 'vitest';
import { stockNote } from './stock-note.ts';

describe('stockNote', () => {
  it('flags a quantity above the stock, and a sold-out variant', () => {
    expect(stockNote(5, 2)).toBe('Only 2 left in this size and colour: lower the quantity to order it.');
    expect(stockNote(1, 0)).toBe('Sold out in this size and colour: remove it or choose another.');
  });

  it('tells the shopper to remove a product the shop no longer sells', () => {
    expect(stockNote(2, 0, true)).toBe('No longer available: remove it from your cart.');
  });

  it('says nothing of a line the store can send, or while the stock is not known', () => {
    expect(stockNote(2, 2)).toBeUndefined();
    expect(stockNote(1, 40)).toBeUndefined();
    expect(stockNote(7, null)).toBeUndefined();
  });
});
