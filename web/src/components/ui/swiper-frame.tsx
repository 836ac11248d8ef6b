import type { ReactNode, Ref } from 'react';
import 'swiper/css';
import './swiper-frame.css';

/**
 * The markup Swiper works on, as swiper/react renders it: the frame, its wrapper of `.swiper-slide` children,
 * and what sits beside the wrapper (pagination). useSwiper (lib/use-swiper.ts) starts Swiper on it after
 * hydration; until then swiper/css and swiper-frame.css lay it out (a `swiper-layout` ancestor for several slides
 * per view).
 */
export function SwiperFrame({
  frameRef,
  className,
  after,
  children,
}: {
  frameRef: Ref<HTMLDivElement>;
  className?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div ref={frameRef} className={className ? `swiper ${className}` : 'swiper'}>
      <div className="swiper-wrapper">{children}</div>
      {after}
    </div>
  );
}
