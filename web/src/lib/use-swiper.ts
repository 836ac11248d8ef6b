import { useEffect, useState } from 'react';
import type { Swiper } from 'swiper';
import type { SwiperOptions } from 'swiper/types';

/**
 * Makes rendered slides (`.swiper > .swiper-wrapper > .swiper-slide`, components/ui/swiper-frame.tsx) a Swiper
 * once the page is live and the carousel is near the screen. Swiper loads after hydration, so the page paints and
 * hydrates without it and React hydrates the very markup the server sent; until it starts, CSS holds the slides
 * where it will put them (and `swiper` is null: buttons that move the slides wait for it).
 * `frameRef` goes on the frame; `options` is called when Swiper starts on it; a change of `slidesKey` (the
 * slides' keys, joined) makes Swiper measure again.
 */
export function useSwiper(options: () => SwiperOptions, slidesKey?: string) {
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const [swiper, setSwiper] = useState<Swiper | null>(null);

  useEffect(() => {
    if (!frame) return;
    let started: Swiper | null = null;
    let stopped = false;
    const start = () =>
      import('./swiper.ts')
        .then(({ createSwiper }) => {
          if (stopped) return;
          started = createSwiper(frame, options());
          setSwiper(started);
        })
        // Without Swiper the first slides still show, as the server rendered them.
        .catch((error: unknown) => console.error('The carousel could not load:', error));
    // Swiper measures its slides when it starts: each carousel starts as it nears the screen, so a page of
    // carousels does not measure them all in the busy moment after it loads.
    const nearScreen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        nearScreen.disconnect();
        void start();
      },
      { rootMargin: '400px 0px' },
    );
    nearScreen.observe(frame);
    return () => {
      stopped = true;
      nearScreen.disconnect();
      started?.destroy(true, false);
      setSwiper(null);
    };
    // Started once per frame, with that render's options (they hold only constants, refs and state setters).
  }, [frame]);

  useEffect(() => {
    swiper?.update();
  }, [swiper, slidesKey]);

  return { frameRef: setFrame, swiper };
}
