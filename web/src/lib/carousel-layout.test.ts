import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LAYOUT_WIDTHS, carouselLayout, valueAt } from './carousel-layout.ts';

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

describe('carouselLayout', () => {
  it('gives the slides per view, the gap and the buttons at each width, as Swiper will', () => {
    const layout = carouselLayout({ 0: 2, 768: 3, 1200: 4 }, { 0: 15, 768: 30 }, 4);
    expect([layout['--slides-0'], layout['--gap-0'], layout['--controls-0']]).toEqual(['2', '15px', 'flex']);
    expect([layout['--slides-1024'], layout['--gap-1024'], layout['--controls-1024']]).toEqual(['3', '30px', 'flex']);
    // Four slides fit four to a view: Swiper locks, and there is nothing to page through.
    expect([layout['--slides-1200'], layout['--controls-1200']]).toEqual(['4', 'none']);
  });

  it('is applied at each width by a media query of swiper-frame.css', () => {
    const css = readFileSync(new URL('../components/ui/swiper-frame.css', import.meta.url), 'utf8');
    for (const width of LAYOUT_WIDTHS.filter((width) => width > 0)) {
      expect(css).toContain(
        `@media (min-width: ${width}px) {\n  .swiper-layout {\n    --slides: var(--slides-${width});`,
      );
    }
  });
});
