import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_WISHLIST_ITEMS } from '@store/domain';
import { compareList } from './compare.ts';
import { wishlist } from './wishlist.ts';

beforeEach(() => {
  wishlist.clear();
  compareList.clear();
});

describe('wishlist and compare list', () => {
  it('append an id once', () => {
    expect(wishlist.add('3')).toBe(true);
    expect(wishlist.add('3')).toBe(false);
    wishlist.add('5');
    expect(wishlist.variable()).toEqual(['3', '5']);
    expect(wishlist.has('3')).toBe(true);
  });

  it('remove one id or clear all, each list on its own', () => {
    wishlist.add('1');
    compareList.add('1');
    compareList.add('2');
    compareList.remove('1');
    expect(compareList.variable()).toEqual(['2']);
    expect(wishlist.variable()).toEqual(['1']);
    compareList.clear();
    expect(compareList.variable()).toEqual([]);
  });

  it('take no more than MAX_WISHLIST_ITEMS ids (the gateway refuses a longer list)', () => {
    for (let id = 1; id <= MAX_WISHLIST_ITEMS; id++) expect(wishlist.add(String(id))).toBe(true);
    expect(wishlist.add('extra')).toBe(false);
    expect(wishlist.variable()).toHaveLength(MAX_WISHLIST_ITEMS);
  });
});
