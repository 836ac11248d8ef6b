import { CAROUSEL_BREAKPOINTS } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { LAYOUT_WIDTHS } from '@/lib/carousel-layout.ts';
import { COLLECTION_GAPS, DEFAULT_GAPS, swiperBreakpoints } from './carousel-options.ts';

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

describe('the layout before Swiper starts', () => {
  it('has every width a carousel changes at', () => {
    const widths = [...Object.values(CAROUSEL_BREAKPOINTS), DEFAULT_GAPS, COLLECTION_GAPS].flatMap((values) =>
      Object.keys(values).map(Number),
    );
    for (const width of widths) expect(LAYOUT_WIDTHS).toContain(width);
  });
});
