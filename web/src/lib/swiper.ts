import { Swiper } from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

/**
 * Swiper and the modules the store's carousels use, in a chunk of their own that use-swiper.ts loads after
 * hydration. A module does nothing unless its options ask for it (A11y is on by default: `a11y: false` turns it off).
 */
export function createSwiper(element: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(element, { modules: [A11y, Autoplay, Pagination], ...options });
}
