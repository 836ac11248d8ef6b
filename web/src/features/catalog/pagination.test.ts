import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination.ts';

describe('pageItems', () => {
  it('lists nothing when there are no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('lists every page up to 7', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('elides the far pages of a long list, keeping 7 items', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('always holds the current page and its neighbours', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageItems(current, total);
        for (const page of [current - 1, current, current + 1].filter((p) => p >= 1 && p <= total)) {
          expect(items).toContain(page);
        }
        expect(items.length).toBeLessThanOrEqual(7);
      }
    }
  });

  it('treats a current page out of range as the nearest end', () => {
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
  });
});
