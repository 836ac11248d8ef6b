import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAutoplay, type AutoplayDocument, type AutoplaySlides } from './slideshow-autoplay.ts';

const DELAY = 5000;

/** Three slides as Swiper keeps them: the index, the end, and the slide-change event. */
function slidesOf(count: number) {
  const handlers = new Set<() => void>();
  const slides = {
    el: new EventTarget() as HTMLElement,
    index: 0,
    destroyed: false,
    get isEnd() {
      return slides.index === count - 1;
    },
    slideTo(index: number) {
      slides.index = index;
      handlers.forEach((handler) => handler());
    },
    slideNext() {
      slides.slideTo(slides.index + 1);
    },
    on: (_event: 'slideChange', handler: () => void) => handlers.add(handler),
    off: (_event: 'slideChange', handler: () => void) => handlers.delete(handler),
  };
  return slides satisfies AutoplaySlides;
}

function pageOf(): AutoplayDocument & { show(state: DocumentVisibilityState): void } {
  const target = new EventTarget();
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    show(state: DocumentVisibilityState) {
      page.visibilityState = state;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return page;
}

const pointer = (type: string, pointerType: string) => Object.assign(new Event(type), { pointerType });

describe('the slideshow autoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves to the next slide every delay, and back to the first after the last', () => {
    const slides = slidesOf(3);
    startAutoplay(slides, DELAY, pageOf());
    vi.advanceTimersByTime(DELAY - 1);
    expect(slides.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(slides.index).toBe(1);
    vi.advanceTimersByTime(DELAY * 2);
    expect(slides.index).toBe(0);
  });

  it('waits a whole delay after a slide the shopper chose', () => {
    const slides = slidesOf(3);
    startAutoplay(slides, DELAY, pageOf());
    vi.advanceTimersByTime(DELAY - 100);
    slides.slideTo(2);
    vi.advanceTimersByTime(DELAY - 1);
    expect(slides.index).toBe(2);
    vi.advanceTimersByTime(1);
    expect(slides.index).toBe(0);
  });

  it('pauses while a mouse is over the slides, not for a touch, and while the page is hidden', () => {
    const slides = slidesOf(3);
    const page = pageOf();
    startAutoplay(slides, DELAY, page);
    slides.el.dispatchEvent(pointer('pointerenter', 'mouse'));
    vi.advanceTimersByTime(DELAY * 3);
    expect(slides.index).toBe(0);
    slides.el.dispatchEvent(pointer('pointerleave', 'mouse'));
    vi.advanceTimersByTime(DELAY);
    expect(slides.index).toBe(1);

    slides.el.dispatchEvent(pointer('pointerenter', 'touch'));
    vi.advanceTimersByTime(DELAY);
    expect(slides.index).toBe(2);

    page.show('hidden');
    vi.advanceTimersByTime(DELAY * 3);
    expect(slides.index).toBe(2);
    page.show('visible');
    vi.advanceTimersByTime(DELAY);
    expect(slides.index).toBe(0);
  });

  it('stops cleanly after Swiper destroyed its slides (their element gone)', () => {
    const slides = slidesOf(3);
    const stop = startAutoplay(slides, DELAY, pageOf());
    Object.assign(slides, { el: undefined, destroyed: true });
    expect(stop).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops for good when stopped, and never moves destroyed slides', () => {
    const slides = slidesOf(3);
    const stop = startAutoplay(slides, DELAY, pageOf());
    stop();
    vi.advanceTimersByTime(DELAY * 3);
    expect(slides.index).toBe(0);
    startAutoplay(slides, DELAY, pageOf());
    slides.destroyed = true;
    vi.advanceTimersByTime(DELAY * 3);
    expect(slides.index).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
