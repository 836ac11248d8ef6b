import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from '@store/domain';
import { addToCart, cartTotals, cartVar, clearCart, isInCart, removeFromCart, updateCartLine } from './cart.ts';

const tee = { id: '1', title: 'Nürburgring Night Lap Tee', imgSrc: '/media/v1/products/1/black-front.svg', price: 89 };

beforeEach(() => clearCart());

describe('cart', () => {
  it('adds a product once with quantity 1 and empty size and colour', () => {
    expect(addToCart(tee)).toBe(true);
    expect(cartVar()).toEqual([{ ...tee, quantity: 1, ssize: '', scolor: '' }]);
    expect(isInCart('1')).toBe(true);
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
    updateCartLine('1', { quantity: 0 });
    expect(cartVar()[0]?.quantity).toBe(1);
    updateCartLine('1', { quantity: 12 });
    expect(cartVar()[0]?.quantity).toBe(10);
    updateCartLine('2', { quantity: 3 });
    expect(cartVar()).toHaveLength(1);
  });

  it('takes no more than MAX_CART_LINES lines (the gateway refuses a longer cart)', () => {
    for (let id = 1; id <= MAX_CART_LINES; id++) expect(addToCart({ ...tee, id: String(id) })).toBe(true);
    expect(addToCart({ ...tee, id: 'extra' })).toBe(false);
    expect(cartVar()).toHaveLength(MAX_CART_LINES);
  });

  it('removes a line by product id', () => {
    addToCart(tee);
    addToCart({ ...tee, id: '2', title: 'Drift King Tee' });
    removeFromCart('1');
    expect(cartVar().map((line) => line.id)).toEqual(['2']);
  });

  it('totals with the bulk discount of 20 AED per two items', () => {
    addToCart({ ...tee, quantity: 2 });
    addToCart({ ...tee, id: '2', price: 79.99 });
    expect(cartTotals(cartVar())).toEqual({ itemCount: 3, subtotal: 257.99, discount: 20, total: 237.99 });
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
