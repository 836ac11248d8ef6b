import { CAROUSEL_BREAKPOINTS } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { COLLECTION_GAPS, swiperBreakpoints, valueAt } from './carousel-options.ts';

describe('valueAt', () => {
  it('takes the value of the largest minimum width not above the width', () => {
    const values = { 0: 1, 668: 2, 1024: 3 };
    expect(valueAt(values, 320)).toBe(1);
    expect(valueAt(values, 667)).toBe(1);
    expect(valueAt(values, 668)).toBe(2);
    expect(valueAt(values, 1023)).toBe(2);
    expect(valueAt(values, 1920)).toBe(3);
  });

  it('refuses a width below every breakpoint', () => {
    expect(() => valueAt({ 500: 1 }, 100)).toThrow(RangeError);
  });
});

describe('swiperBreakpoints', () => {
  it('shows collections 1/2/3 per view at 0/668/1024 px with 15 then 30 px gaps', () => {
    expect(swiperBreakpoints(CAROUSEL_BREAKPOINTS.collections, COLLECTION_GAPS)).toEqual({
      0: { slidesPerView: 1, spaceBetween: 15 },
      668: { slidesPerView: 2, spaceBetween: 15 },
      1024: { slidesPerView: 3, spaceBetween: 30 },
    });
  });

  it('merges gap widths that are not slide breakpoints', () => {
    expect(swiperBreakpoints(CAROUSEL_BREAKPOINTS.testimonials)).toEqual({
      0: { slidesPerView: 1, spaceBetween: 15 },
      752: { slidesPerView: 2, spaceBetween: 15 },
      768: { slidesPerView: 2, spaceBetween: 30 },
      1200: { slidesPerView: 3, spaceBetween: 30 },
    });
  });

  it('shows Top Picks 2/3/4 per view at 0/768/1200 px', () => {
    expect(swiperBreakpoints(CAROUSEL_BREAKPOINTS.topPicks)).toEqual({
      0: { slidesPerView: 2, spaceBetween: 15 },
      768: { slidesPerView: 3, spaceBetween: 30 },
      1200: { slidesPerView: 4, spaceBetween: 30 },
    });
  });

  it('shows the benefits 1/2/3/4 per view at 0/576/768/1200 px', () => {
    const breakpoints = swiperBreakpoints(CAROUSEL_BREAKPOINTS.benefits);
    expect([0, 576, 768, 1200].map((width) => breakpoints[width]?.slidesPerView)).toEqual([1, 2, 3, 4]);
  });
});
