import { describe, expect, it } from 'vitest';
import { excludedTitles } from './top-picks-exclusions.ts';

describe('excludedTitles', () => {
  it('is empty for an empty cart', () => {
    expect(excludedTitles([])).toEqual([]);
  });

  it('lists each cart title once, in a stable order', () => {
    const lines = [{ title: 'Wangan Line 300 Tee' }, { title: 'Drift King Tee' }, { title: 'Wangan Line 300 Tee' }];
    expect(excludedTitles(lines)).toEqual(['Drift King Tee', 'Wangan Line 300 Tee']);
  });

  it('does not depend on the order of the cart lines', () => {
    expect(excludedTitles([{ title: 'B' }, { title: 'A' }])).toEqual(excludedTitles([{ title: 'A' }, { title: 'B' }]));
  });
});
