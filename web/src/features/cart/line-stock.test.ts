import { describe, expect, it } from 'vitest';
import { lineStock, type ProductStock } from './line-stock.ts';

const tee: ProductStock = {
  id: '9',
  sizes: ['M', 'L'],
  colours: [{ name: 'Black' }, { name: 'White' }],
  stock: [
    { size: 'M', colour: 'Black', quantity: 3 },
    { size: 'L', colour: 'Black', quantity: 0 },
  ],
};
const products = new Map<string, ProductStock | null>([
  ['9', tee],
  ['12', null],
]);
const line = (change: Partial<{ id: string; ssize: string; scolor: string; quantity: number }>) => ({
  id: '9',
  ssize: 'M',
  scolor: 'Black',
  quantity: 1,
  ...change,
});

describe('lineStock', () => {
  it('counts a line its size and colour have units for', () => {
    expect(lineStock(line({ quantity: 3 }), products)).toEqual({ available: 3, gone: false, orderable: true });
    expect(lineStock(line({ ssize: 'm', scolor: 'BLACK' }), products).available).toBe(3);
  });

  it('marks a sold-out variant, a quantity over the stock and a product no longer sold', () => {
    expect(lineStock(line({ ssize: 'L' }), products)).toEqual({ available: 0, gone: false, orderable: false });
    expect(lineStock(line({ quantity: 4 }), products)).toMatchObject({ available: 3, orderable: false });
    expect(lineStock(line({ id: '12' }), products)).toEqual({ available: 0, gone: true, orderable: false });
  });

  it('reads a line without size or colour as the first of each, and knows nothing while loading', () => {
    expect(lineStock(line({ ssize: '', scolor: '' }), products).available).toBe(3);
    expect(lineStock(line({}), undefined)).toEqual({ available: null, gone: false, orderable: true });
  });
});
