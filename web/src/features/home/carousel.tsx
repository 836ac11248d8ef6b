import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import type { Swiper } from 'swiper';
import { SwiperFrame } from '@/components/ui/swiper-frame.tsx';
import { carouselLayout, type ByMinWidth } from '@/lib/carousel-layout.ts';
import { useSwiper } from '@/lib/use-swiper.ts';
import { CAROUSEL_MOTION, DEFAULT_GAPS, swiperBreakpoints } from './carousel-options.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './carousel.css';

interface Edges {
  beginning: boolean;
  end: boolean;
  locked: boolean;
}

/** A swipeable row of slides with previous/next buttons, shown only when the slides overflow. */
export function Carousel<T>({
  label,
  items,
  itemKey,
  renderItem,
  perView,
  gaps = DEFAULT_GAPS,
}: {
  /** Names the carousel and its buttons, e.g. 'Best Selling'. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  perView: ByMinWidth;
  gaps?: ByMinWidth;
}) {
  const layout = useMemo(() => carouselLayout(perView, gaps, items.length), [perView, gaps, items.length]);
  const [edges, setEdges] = useState<Edges>({ beginning: true, end: false, locked: false });
  const update = (instance: Swiper) =>
    setEdges({ beginning: instance.isBeginning, end: instance.isEnd, locked: instance.isLocked });
  const { frameRef, swiper } = useSwiper(
    () => ({
      ...CAROUSEL_MOTION,
      breakpoints: swiperBreakpoints(perView, gaps),
      watchOverflow: true,
      on: {
        afterInit: update,
        slideChange: update,
        breakpoint: update,
        resize: update,
        lock: update,
        unlock: update,
        reachBeginning: update,
        reachEnd: update,
        fromEdge: update,
      },
    }),
    items.map(itemKey).join(),
  );
  const { t } = useTranslation();
  return (
    <div className="home-carousel swiper-layout" style={layout as CSSProperties}>
      <SwiperFrame frameRef={frameRef}>
        {items.map((item) => (
          <div key={itemKey(item)} className="swiper-slide">
            {renderItem(item)}
          </div>
        ))}
      </SwiperFrame>
      {!edges.locked && (
        <div className="home-carousel__controls">
          <button
            type="button"
            className="home-carousel__button"
            aria-label={t('carousel.previous', { label })}
            disabled={!swiper || edges.beginning}
            onClick={() => swiper?.slidePrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="home-carousel__button"
            aria-label={t('carousel.next', { label })}
            disabled={!swiper || edges.end}
            onClick={() => swiper?.slideNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
