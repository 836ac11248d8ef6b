import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from '@store/domain';
import {
  addToCart,
  cartLineKey,
  cartTotals,
  cartVar,
  clearCart,
  findCartLine,
  parseCart,
  removeFromCart,
  updateCartLine,
} from './cart.ts';

const tee = { id: '1', title: 'Nürburgring Night Lap Tee', imgSrc: '/media/v1/products/1/black-front.svg', price: 89 };

beforeEach(() => clearCart());

describe('cart', () => {
  it('adds a product once with quantity 1 and empty size and colour', () => {
    expect(addToCart(tee)).toBe(true);
    expect(cartVar()).toEqual([{ ...tee, quantity: 1, ssize: '', scolor: '' }]);
    expect(findCartLine({ id: '1', ssize: '', scolor: '' })).toBeDefined();
  });

  it('does not add a product already in the cart (Already Added)', () => {
    addToCart(tee);
    expect(addToCart({ ...tee, quantity: 3 })).toBe(false);
    expect(cartVar()).toHaveLength(1);
    expect(cartVar()[0]?.quantity).toBe(1);
  });

  it('keeps the chosen size, colour and quantity, capped by the stock', () => {
    addToCart({ ...tee, quantity: 8, ssize: 'M', scolor: 'Black' }, 5);
    expect(cartVar()[0]).toMatchObject({ quantity: 5, ssize: 'M', scolor: 'Black' });
  });

  it('does not add a sold-out choice', () => {
    expect(addToCart(tee, 0)).toBe(false);
    expect(cartVar()).toEqual([]);
  });

  it('updates quantity between 1 and the maximum, only for lines in the cart', () => {
    addToCart(tee);
    const key = cartLineKey(cartVar()[0]!);
    updateCartLine(key, 0);
    expect(cartVar()[0]?.quantity).toBe(1);
    updateCartLine(key, 12);
    expect(cartVar()[0]?.quantity).toBe(10);
    updateCartLine(cartLineKey({ id: '2', ssize: '', scolor: '' }), 3);
    expect(cartVar()).toHaveLength(1);
  });

  it('takes no more than MAX_CART_LINES lines (the gateway refuses a longer cart)', () => {
    for (let id = 1; id <= MAX_CART_LINES; id++) expect(addToCart({ ...tee, id: String(id) })).toBe(true);
    expect(addToCart({ ...tee, id: 'extra' })).toBe(false);
    expect(cartVar()).toHaveLength(MAX_CART_LINES);
  });

  it('removes one line by its product, size and colour', () => {
    addToCart(tee);
    addToCart({ ...tee, id: '2', title: 'Drift King Tee' });
    removeFromCart(cartLineKey(cartVar()[0]!));
    expect(cartVar().map((line) => line.id)).toEqual(['2']);
  });

  it('totals with the bulk discount of 20 AED per two items', () => {
    addToCart({ ...tee, quantity: 2 });
    addToCart({ ...tee, id: '2', price: 79.99 });
    expect(cartTotals(cartVar())).toEqual({ itemCount: 3, subtotal: 257.99, discount: 20, total: 237.99 });
  });
});

describe('a cart line is a product in one size and colour', () => {
  it('takes M and L, and Black and White, of one tee as lines of their own', () => {
    expect(addToCart({ ...tee, ssize: 'M', scolor: 'Black' })).toBe(true);
    expect(addToCart({ ...tee, ssize: 'L', scolor: 'Black', quantity: 2 })).toBe(true);
    expect(addToCart({ ...tee, ssize: 'L', scolor: 'White', imgSrc: '/media/v1/products/1/white-front.svg' })).toBe(
      true,
    );
    expect(cartVar().map((line) => [line.ssize, line.scolor, line.quantity, line.imgSrc])).toEqual([
      ['M', 'Black', 1, tee.imgSrc],
      ['L', 'Black', 2, tee.imgSrc],
      ['L', 'White', 1, '/media/v1/products/1/white-front.svg'],
    ]);
    expect(cartTotals(cartVar())).toMatchObject({ itemCount: 4, discount: 40 });
  });

  it('adds one variant once, whatever the case of its size and colour', () => {
    addToCart({ ...tee, ssize: 'M', scolor: 'Black' });
    expect(addToCart({ ...tee, ssize: 'm', scolor: 'BLACK' })).toBe(false);
    expect(findCartLine({ id: '1', ssize: 'm', scolor: 'black' })).toMatchObject({ ssize: 'M', scolor: 'Black' });
    expect(findCartLine({ id: '1', ssize: 'L', scolor: 'Black' })).toBeUndefined();
  });

  it('changes and removes one variant and leaves the other', () => {
    addToCart({ ...tee, ssize: 'M', scolor: 'Black' });
    addToCart({ ...tee, ssize: 'L', scolor: 'Black' });
    updateCartLine(cartLineKey({ id: '1', ssize: 'L', scolor: 'Black' }), 4);
    expect(cartVar().map((line) => line.quantity)).toEqual([1, 4]);
    removeFromCart(cartLineKey({ id: '1', ssize: 'M', scolor: 'Black' }));
    expect(cartVar()).toEqual([expect.objectContaining({ ssize: 'L', scolor: 'Black', quantity: 4 })]);
    expect(cartVar().some((line) => line.id === '1')).toBe(true);
  });
});

describe('a stored cart', () => {
  it('of the old shape (numeric ids, no size or colour) loads whole', () => {
    const stored = [
      { id: 1, title: tee.title, imgSrc: tee.imgSrc, price: 89, quantity: 2 },
      { id: '2', title: 'Drift King Tee', imgSrc: '', price: 79, quantity: 1, ssize: 'M', scolor: 'Black' },
    ];
    expect(parseCart(stored)).toEqual([
      { id: '1', title: tee.title, imgSrc: tee.imgSrc, price: 89, quantity: 2, ssize: '', scolor: '' },
      { id: '2', title: 'Drift King Tee', imgSrc: '', price: 79, quantity: 1, ssize: 'M', scolor: 'Black' },
    ]);
  });

  it('with two lines of one variant keeps one line holding both quantities, up to the maximum', () => {
    const line = { id: '1', title: tee.title, imgSrc: '', price: 89, ssize: 'M', scolor: 'Black' };
    expect(
      parseCart([
        { ...line, quantity: 2 },
        { ...line, scolor: 'black', quantity: 3 },
      ]),
    ).toEqual([{ ...line, quantity: 5 }]);
    expect(
      parseCart([
        { ...line, quantity: 8 },
        { ...line, quantity: 8 },
      ])?.[0]?.quantity,
    ).toBe(10);
  });

  it('that is corrupt is ignored', () => {
    expect(parseCart([{ id: '1', title: 'x', price: 'free', quantity: 1 }])).toBeNull();
    expect(parseCart({ id: '1' })).toBeNull();
  });
});

describe('adding to the cart', () => {
  it('closes any open panel and opens the side cart', async () => {
    const { openPanel, openPanelVar } = await import('./panels.ts');
    openPanel({ kind: 'quickView', productId: '1' });
    addToCart(tee);
    expect(openPanelVar()).toEqual({ kind: 'cart' });
  });
});
