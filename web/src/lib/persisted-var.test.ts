import { describe, expect, it } from 'vitest';
import { persistedVar, type KeyValueStorage } from './persisted-var.ts';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const numbers = (stored: unknown) =>
  Array.isArray(stored) && stored.every((n) => typeof n === 'number') ? stored : null;

describe('persistedVar', () => {
  it('restores the stored value at start', () => {
    const storage = memoryStorage({ wishlist: '[4,5]' });
    expect(persistedVar('wishlist', [1], { parse: numbers, storage })()).toEqual([4, 5]);
  });

  it('saves every change, not only the first', () => {
    const storage = memoryStorage();
    const list = persistedVar<number[]>('wishlist', [], { parse: numbers, storage });
    list([7]);
    expect(storage.data.get('wishlist')).toBe('[7]');
    list([7, 8]);
    expect(storage.data.get('wishlist')).toBe('[7,8]');
  });

  it('ignores corrupt JSON and foreign values', () => {
    expect(persistedVar('wishlist', [1], { parse: numbers, storage: memoryStorage({ wishlist: '{oops' }) })()).toEqual([
      1,
    ]);
    expect(persistedVar('wishlist', [1], { parse: numbers, storage: memoryStorage({ wishlist: '"text"' }) })()).toEqual(
      [1],
    );
  });

  it('ignores a stored value the caller rejects, such as an empty cart', () => {
    const storage = memoryStorage({ cartList: '[]' });
    const cart = persistedVar('cartList', [9], {
      parse: numbers,
      storage,
      ignoreStored: (value) => value.length === 0,
    });
    expect(cart()).toEqual([9]);
  });

  it('removes the stored copy when set to null', () => {
    const storage = memoryStorage({ user: '{"email":"a@b.ae"}' });
    const user = persistedVar<{ email: string } | null>('user', null, {
      parse: (stored) => (stored && typeof stored === 'object' ? (stored as { email: string }) : null),
      storage,
    });
    user(null);
    expect(storage.data.has('user')).toBe(false);
  });

  it('keeps working in memory when storage throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {},
    };
    const list = persistedVar('wishlist', [1], { parse: numbers, storage: broken });
    expect(list()).toEqual([1]);
    list([2]);
    expect(list()).toEqual([2]);
  });
});
