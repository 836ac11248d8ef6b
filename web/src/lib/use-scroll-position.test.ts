import { describe, expect, it } from 'vitest';
import { scrollState } from './use-scroll-position.ts';

describe('scroll behaviours', () => {
  it('gives the header a background after 100 px', () => {
    expect(scrollState(100, 0).headerSolid).toBe(false);
    expect(scrollState(101, 0).headerSolid).toBe(true);
  });
  it('hides the header scrolling down past 185 px and shows it scrolling up', () => {
    expect(scrollState(180, 170).headerHidden).toBe(false);
    expect(scrollState(300, 250).headerHidden).toBe(true);
    expect(scrollState(280, 300).headerHidden).toBe(false);
  });
  it('shows scroll-to-top after 500 px', () => {
    expect(scrollState(500, 0).showScrollTop).toBe(false);
    expect(scrollState(501, 0).showScrollTop).toBe(true);
  });
});
