import { describe, expect, it } from 'vitest';
import { effectiveColumns, layoutOptions, showsSidebar, viewportFor } from './layout.ts';

describe('viewportFor', () => {
  it('splits at 768 and 1200 px', () => {
    expect([0, 767, 768, 1199, 1200, 1920].map(viewportFor)).toEqual([
      'small',
      'small',
      'medium',
      'medium',
      'wide',
      'wide',
    ]);
  });
});

describe('layoutOptions', () => {
  it('offers list and 2 to 5 columns on wide screens without the sidebar', () => {
    expect(layoutOptions('wide', false)).toEqual([1, 2, 3, 4, 5]);
  });

  it('does not offer 5 columns beside the sidebar', () => {
    expect(layoutOptions('wide', true)).toEqual([1, 2, 3, 4]);
  });

  it('caps at 3 columns from 768 to 1199 px and at 2 under 768 px', () => {
    expect(layoutOptions('medium', false)).toEqual([1, 2, 3]);
    expect(layoutOptions('small', false)).toEqual([1, 2]);
  });
});

describe('effectiveColumns', () => {
  it('shows the chosen layout when it fits', () => {
    expect(effectiveColumns(4, 'wide', true)).toBe(4);
    expect(effectiveColumns(5, 'wide', false)).toBe(5);
    expect(effectiveColumns(1, 'small', false)).toBe(1);
  });

  it('caps the default 4 columns at 3 on medium screens and 2 on small ones', () => {
    expect(effectiveColumns(4, 'medium', false)).toBe(3);
    expect(effectiveColumns(4, 'small', false)).toBe(2);
  });

  it('shows 4 columns when 5 is chosen beside the sidebar', () => {
    expect(effectiveColumns(5, 'wide', true)).toBe(4);
  });
});

describe('showsSidebar', () => {
  it('shows the sidebar on wide screens of a sidebar route only', () => {
    expect(showsSidebar('wide', true)).toBe(true);
    expect(showsSidebar('medium', true)).toBe(false);
    expect(showsSidebar('wide', false)).toBe(false);
  });
});
