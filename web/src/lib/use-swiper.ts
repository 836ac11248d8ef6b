import { useEffect, useState } from 'react';
import type { Swiper } from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { runWhenIdle } from './idle-queue.ts';
import type * as SwiperChunk from './swiper.ts';

type SwiperModule = typeof SwiperChunk;
let swiperModule: Promise<SwiperModule> | undefined;
let loadedSwiper: SwiperModule | undefined;

/** Swiper's chunk, fetched and run once for every carousel of the visit. */
function loadSwiper(): Promise<SwiperModule> {
  return (swiperModule ??= import('./swiper.ts').then(
    (module) => (loadedSwiper = module),
    (error: unknown) => {
      swiperModule = undefined; // a later carousel tries again
      throw error;
    },
  ));
}

/** What says a shopper is about to use a carousel: it starts at once, idle or not. */
const TOUCH_EVENTS = ['pointerdown', 'pointerenter', 'touchstart', 'focusin', 'wheel'] as const;

/**
 * Makes rendered slides (`.swiper > .swiper-wrapper > .swiper-slide`, components/ui/swiper-frame.tsx) a Swiper.
 * Swiper loads after hydration, so the page paints and hydrates without it and React hydrates the very markup the
 * server sent; until it starts, CSS holds the slides where it will put them (and `swiper` is null: buttons that
 * move the slides wait for it). It starts when the carousel is touched (pointer, focus), or when it nears the
 * screen and the main thread is idle: its chunk and each carousel's start run in idle moments of their own, never
 * inside the page's long tasks.
 * `frameRef` goes on the frame; `options` is called when Swiper starts on it; a change of `slidesKey` (the
 * slides' keys, joined) makes Swiper measure again.
 */
export function useSwiper(options: () => SwiperOptions, slidesKey?: string) {
  const [frame, setFrame] = useState<HTMLElement | null>(null);
  const [swiper, setSwiper] = useState<Swiper | null>(null);

  useEffect(() => {
    if (!frame) return;
    let created: Swiper | undefined;
    let started: Swiper | null = null;
    let stopped = false;
    let requested = false;
    const cancels: (() => void)[] = [];
    const built = (module: SwiperModule) => (created ??= module.createSwiper(frame, { ...options(), init: false }));
    const start = (module: SwiperModule) => {
      if (stopped || started) return;
      started = built(module);
      started.init();
      setSwiper(started);
    };
    const fail = (error: unknown) => console.error('The carousel could not load:', error);
    // Three idle jobs, so that no one is a long task: the chunk's evaluation, Swiper's construction, and its start
    // (which measures the slides).
    const startWhenIdle = () => {
      if (requested) return;
      requested = true;
      const later = (job: () => void) => {
        if (!stopped) cancels.push(runWhenIdle(job));
      };
      later(() =>
        loadSwiper().then((module) => {
          later(() => {
            built(module);
            later(() => start(module));
          });
        }, fail),
      );
    };
    // In the touch's own task when the chunk is there: Swiper then receives that very touch and follows the swipe.
    const startNow = () => (loadedSwiper ? start(loadedSwiper) : void loadSwiper().then(start, fail));

    // Swiper measures its slides when it starts: a carousel far below waits until it nears the screen.
    const nearScreen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        nearScreen.disconnect();
        startWhenIdle();
      },
      { rootMargin: '400px 0px' },
    );
    nearScreen.observe(frame);
    // The carousel's own block (frame and buttons): a touch there starts it at once.
    const area = frame.parentElement ?? frame;
    for (const type of TOUCH_EVENTS)
      area.addEventListener(type, startNow, { once: true, passive: true, capture: true });
    return () => {
      stopped = true;
      nearScreen.disconnect();
      for (const cancel of cancels) cancel();
      for (const type of TOUCH_EVENTS) area.removeEventListener(type, startNow, { capture: true });
      (started ?? created)?.destroy(true, false);
      setSwiper(null);
    };
    // Started once per frame, with that render's options (they hold only constants, refs and state setters).
  }, [frame]);

  useEffect(() => {
    swiper?.update();
  }, [swiper, slidesKey]);

  return { frameRef: setFrame, swiper };
}
