import { useMemo, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { CAROUSEL_MOTION, DEFAULT_GAPS, swiperBreakpoints, type ByMinWidth } from './carousel-options.ts';
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
  const breakpoints = useMemo(() => swiperBreakpoints(perView, gaps), [perView, gaps]);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState<Edges>({ beginning: true, end: false, locked: false });
  const update = (instance: SwiperInstance) =>
    setEdges({ beginning: instance.isBeginning, end: instance.isEnd, locked: instance.isLocked });
  return (
    <div className="home-carousel">
      <Swiper
        modules={[A11y]}
        {...CAROUSEL_MOTION}
        breakpoints={breakpoints}
        watchOverflow
        onSwiper={(instance) => {
          setSwiper(instance);
          update(instance);
        }}
        onSlideChange={update}
        onBreakpoint={update}
        onResize={update}
        onLock={update}
        onUnlock={update}
        onReachBeginning={update}
        onReachEnd={update}
        onFromEdge={update}
      >
        {items.map((item) => (
          <SwiperSlide key={itemKey(item)}>{renderItem(item)}</SwiperSlide>
        ))}
      </Swiper>
      {!edges.locked && (
        <div className="home-carousel__controls">
          <button
            type="button"
            className="home-carousel__button"
            aria-label={`Previous ${label}`}
            disabled={edges.beginning}
            onClick={() => swiper?.slidePrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="home-carousel__button"
            aria-label={`Next ${label}`}
            disabled={edges.end}
            onClick={() => swiper?.slideNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}
