import { describe, expect, it } from 'vitest';
import { columnSizes, PRODUCT_CARD_SIZES } from './image-sizes.ts';

describe('columnSizes', () => {
  it('says how wide one column is, widest screens first, the smallest without a condition', () => {
    expect(columnSizes({ 0: 2, 768: 3, 1200: 4 })).toBe('(min-width: 1200px) 25vw, (min-width: 768px) 34vw, 50vw');
  });

  it('gives one column the whole width', () => {
    expect(columnSizes({ 0: 1 })).toBe('100vw');
  });

  it("takes the page's side padding and the gaps between columns off each column", () => {
    expect(columnSizes({ 0: 2, 768: 3 }, { 0: 15, 768: 30 }, 16)).toBe(
      '(min-width: 768px) calc(34vw - 30px), calc(50vw - 23px)',
    );
  });

  it("announces a phone's product card at no more than it is drawn: a 390 px screen's 172 px card", () => {
    const phone = /(?:^|, )calc\(50vw - (\d+)px\)$/.exec(PRODUCT_CARD_SIZES);
    expect(phone).not.toBeNull();
    expect(390 / 2 - Number(phone![1])).toBeLessThanOrEqual(172);
  });
});
