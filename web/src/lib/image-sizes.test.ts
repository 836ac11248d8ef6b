import { describe, expect, it } from 'vitest';
import { columnSizes } from './image-sizes.ts';

describe('columnSizes', () => {
  it('says how wide one column is, widest screens first, the smallest without a condition', () => {
    expect(columnSizes({ 0: 2, 768: 3, 1200: 4 })).toBe('(min-width: 1200px) 25vw, (min-width: 768px) 34vw, 50vw');
  });

  it('gives one column the whole width', () => {
    expect(columnSizes({ 0: 1 })).toBe('100vw');
  });
});
