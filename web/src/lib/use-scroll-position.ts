import { useEffect, useState } from 'react';
import { HEADER_BACKGROUND_THRESHOLD_PX, HEADER_HIDE_OFFSET_PX, SCROLL_TOP_THRESHOLD_PX } from '@store/domain';

export interface ScrollState {
  /** The header gets its background after 100 px. */
  headerSolid: boolean;
  /** The header hides while scrolling down past 185 px and shows again on scrolling up. */
  headerHidden: boolean;
  /** The scroll-to-top button appears after 500 px. */
  showScrollTop: boolean;
}

export function scrollState(y: number, previousY: number): ScrollState {
  return {
    headerSolid: y > HEADER_BACKGROUND_THRESHOLD_PX,
    headerHidden: y > HEADER_HIDE_OFFSET_PX && y > previousY,
    showScrollTop: y > SCROLL_TOP_THRESHOLD_PX,
  };
}

export function useScrollState(): ScrollState {
  const [state, setState] = useState<ScrollState>(() => scrollState(0, 0));
  useEffect(() => {
    // Not read at mount: reading scrollY there makes the browser lay out the page mid-hydration. The first scroll
    // has nothing to compare with, so it hides nothing.
    let previous: number | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      setState(scrollState(y, previous ?? y));
      previous = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return state;
}
