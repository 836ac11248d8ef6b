/** The part of a Swiper the autoplay drives (Swiper's own instance in the page, a stand-in in tests). */
export interface AutoplaySlides {
  el: HTMLElement;
  destroyed?: boolean;
  isEnd: boolean;
  slideNext(): unknown;
  slideTo(index: number): unknown;
  on(event: 'slideChange', handler: () => void): unknown;
  off(event: 'slideChange', handler: () => void): unknown;
}

/** What the autoplay reads of the page: whether it is shown, and when that changes. */
export type AutoplayDocument = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/**
 * Moves the slides on `delayMs` after each change of slide, back to the first after the last (the slideshow does not
 * loop: spec §2), paused while a mouse is over them and while the page is hidden. A timer per slide instead of
 * Swiper's Autoplay module, which asks for an animation frame on every frame while it runs (to report the time
 * left), keeping a phone's main thread busy for the whole visit. Returns what stops it.
 */
export function startAutoplay(slides: AutoplaySlides, delayMs: number, page: AutoplayDocument = document): () => void {
  // Swiper's destroy() drops its properties: the stop, which may come after it, removes its listeners from this.
  const area = slides.el;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let mouseOver = false;
  const advance = () => {
    if (slides.destroyed) return;
    if (slides.isEnd) slides.slideTo(0);
    else slides.slideNext();
  };
  const schedule = () => {
    clearTimeout(timer);
    if (!mouseOver && page.visibilityState === 'visible') timer = setTimeout(advance, delayMs);
  };
  const enter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    mouseOver = true;
    clearTimeout(timer);
  };
  const leave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    mouseOver = false;
    schedule();
  };
  slides.on('slideChange', schedule);
  area.addEventListener('pointerenter', enter);
  area.addEventListener('pointerleave', leave);
  page.addEventListener('visibilitychange', schedule);
  schedule();
  return () => {
    clearTimeout(timer);
    if (!slides.destroyed) slides.off('slideChange', schedule);
    area.removeEventListener('pointerenter', enter);
    area.removeEventListener('pointerleave', leave);
    page.removeEventListener('visibilitychange', schedule);
  };
}
