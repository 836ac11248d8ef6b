import { Swiper } from 'swiper';
import { A11y, Pagination } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

/**
 * Swiper and the modules the store's carousels use, in a chunk of their own that use-swiper.ts loads after
 * hydration. A module does nothing unless its options ask for it (A11y is on by default: `a11y: false` turns it off).
 * The slideshow's autoplay is the store's own (features/home/slideshow-autoplay.ts), not Swiper's module.
 */
export function createSwiper(element: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(element, { modules: [A11y, Pagination], ...options });
}
