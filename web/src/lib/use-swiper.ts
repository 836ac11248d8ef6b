import { useEffect, useState } from 'react';
import type { Swiper } from 'swiper';
import type { SwiperOptions } from 'swiper/types';

/**
 * Makes rendered slides (`.swiper > .swiper-wrapper > .swiper-slide`, components/ui/swiper-frame.tsx) a Swiper
 * once the page is live. Swiper loads after hydration, so the page paints and hydrates without it and React
 * hydrates the very markup the server sent; until it starts, CSS holds the slides where it will put them.
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
    import('./swiper.ts')
      .then(({ createSwiper }) => {
        if (stopped) return;
        started = createSwiper(frame, options());
        setSwiper(started);
      })
      // Without Swiper the first slides still show, as the server rendered them.
      .catch((error: unknown) => console.error('The carousel could not load:', error));
    return () => {
      stopped = true;
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
