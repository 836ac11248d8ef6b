import { SLIDESHOW_HEIGHT_PX } from '@store/domain';
import { Fragment, useEffect, useRef, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import 'swiper/css/pagination';
import type { Slideshow_BannerFragment } from '@/__generated__/graphql.ts';
import { ResponsiveImage } from '@/components/responsive-image.tsx';
import { SwiperFrame } from '@/components/ui/swiper-frame.tsx';
import { FULL_WIDTH_SIZES } from '@/lib/image-sizes.ts';
import { useSwiper } from '@/lib/use-swiper.ts';
import { CAROUSEL_MOTION } from './carousel-options.ts';
import { startAutoplay } from './slideshow-autoplay.ts';
import './slideshow.css';
import { inEnglish } from '@/lib/fallback-lang.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

const AUTOPLAY_DELAY_MS = 5000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** The full-width slideshow: one slide per banner, autoplay, no loop (spec §2, §9). */
export function Slideshow({ banners }: { banners: readonly Slideshow_BannerFragment[] }) {
  const style = { '--slideshow-height': `${SLIDESHOW_HEIGHT_PX}px` } as CSSProperties;
  const pagination = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  // Until Swiper has loaded, after hydration, the first slide shows as the server rendered it.
  const { frameRef, swiper } = useSwiper(
    () => ({ ...CAROUSEL_MOTION, loop: false, pagination: { el: pagination.current, clickable: true } }),
    banners.map((banner) => banner.id).join(),
  );
  // Shoppers who ask for less motion move the slides themselves.
  useEffect(() => (swiper && !prefersReducedMotion() ? startAutoplay(swiper, AUTOPLAY_DELAY_MS) : undefined), [swiper]);
  return (
    <section className="slideshow" aria-label={t('home.featured')} style={style}>
      <SwiperFrame frameRef={frameRef} after={<div className="swiper-pagination" ref={pagination} />}>
        {banners.map((banner, index) => (
          <div key={banner.id} className="swiper-slide slideshow__slide">
            <ResponsiveImage
              className="slideshow__image"
              image={banner.image}
              alt={banner.alt}
              sizes={FULL_WIDTH_SIZES}
              priority={index === 0}
            />
            <div className="slideshow__content container">
              <h2 className="slideshow__heading" {...inEnglish(banner.fallbackFields, 'headingLines')}>
                {banner.headingLines.map((line, lineIndex) => (
                  // The space keeps the lines apart in the heading's accessible name.
                  <Fragment key={lineIndex}>
                    {lineIndex > 0 && ' '}
                    <span className="slideshow__line">{line}</span>
                  </Fragment>
                ))}
              </h2>
              <p className="slideshow__text" {...inEnglish(banner.fallbackFields, 'text')}>
                {banner.text}
              </p>
              <Link
                to={banner.link}
                className="button slideshow__button"
                {...inEnglish(banner.fallbackFields, 'buttonText')}
              >
                {banner.buttonText}
              </Link>
            </div>
          </div>
        ))}
      </SwiperFrame>
    </section>
  );
}

/** Holds the slideshow's place while the banners load, so the page does not jump. */
export function SlideshowPlaceholder() {
  const style = { '--slideshow-height': `${SLIDESHOW_HEIGHT_PX}px` } as CSSProperties;
  return <div className="slideshow slideshow--placeholder" style={style} aria-hidden="true" />;
}
