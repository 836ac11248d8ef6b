import { describe, expect, it } from 'vitest';
import type { CartLine } from '@/state/cart.ts';
import { toQuoteLines } from '@/state/quote-lines.ts';

const line = (change: Partial<CartLine>): CartLine => ({
  id: '7',
  title: 'Drift King Tee',
  imgSrc: '/media/7.svg',
  price: 79.99,
  quantity: 2,
  ssize: 'M',
  scolor: 'Black',
  ...change,
});

describe('toQuoteLines', () => {
  it('sends the id, quantity, size and colour of each line, in order', () => {
    expect(toQuoteLines([line({}), line({ id: '9', quantity: 1, ssize: 'XL', scolor: 'Red' })])).toEqual([
      { productId: '7', quantity: 2, size: 'M', colour: 'Black' },
      { productId: '9', quantity: 1, size: 'XL', colour: 'Red' },
    ]);
  });

  it('sends an unchosen size or colour as null', () => {
    expect(toQuoteLines([line({ ssize: '', scolor: '  ' })])).toEqual([
      { productId: '7', quantity: 2, size: null, colour: null },
    ]);
  });

  it('leaves the local price and title out: the store prices the lines itself', () => {
    expect(Object.keys(toQuoteLines([line({})])[0]!)).toEqual(['productId', 'quantity', 'size', 'colour']);
  });

  it('is empty for an empty cart', () => {
    expect(toQuoteLines([])).toEqual([]);
  });
});
