import { describe, expect, it } from 'vitest';
import { withCounts } from './facet-options.ts';

describe('withCounts', () => {
  it('lists the known values in their order with their counts, 0 when the facet lacks one', () => {
    expect(
      withCounts(
        [
          { value: 'Black', count: 12 },
          { value: 'Red', count: 3 },
        ],
        ['Red', 'Beige', 'Black'],
      ),
    ).toEqual([
      { value: 'Red', label: 'Red', count: 3 },
      { value: 'Beige', label: 'Beige', count: 0 },
      { value: 'Black', label: 'Black', count: 12 },
    ]);
  });

  it('matches values case-insensitively and appends values it does not know', () => {
    expect(
      withCounts(
        [
          { value: 'black', count: 2 },
          { value: 'Teal', count: 1 },
        ],
        ['Black'],
      ),
    ).toEqual([
      { value: 'Black', label: 'Black', count: 2 },
      { value: 'Teal', label: 'Teal', count: 1 },
    ]);
  });

  it('lists only the facet values when nothing is known, and all zeros before the counts arrive', () => {
    expect(withCounts([{ value: 'Apex Threads', count: 9 }], []).map((o) => o.value)).toEqual(['Apex Threads']);
    expect(withCounts(undefined, ['S', 'M']).map((o) => o.count)).toEqual([0, 0]);
  });

  it('labels each value', () => {
    expect(withCounts([], ['IN_STOCK'], () => 'In stock')[0]?.label).toBe('In stock');
  });
});
