import { SLIDESHOW_HEIGHT_PX, SLIDESHOW_IMAGE_WIDTH } from '@store/domain';
import { Fragment, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Slideshow_BannerFragment } from '@/__generated__/graphql.ts';
import { CAROUSEL_MOTION } from './carousel-options.ts';
import './slideshow.css';

const AUTOPLAY_DELAY_MS = 5000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/** The full-width slideshow: one slide per banner, autoplay, no loop (spec §2, §9). */
export function Slideshow({ banners }: { banners: readonly Slideshow_BannerFragment[] }) {
  const style = { '--slideshow-height': `${SLIDESHOW_HEIGHT_PX}px` } as CSSProperties;
  return (
    <section className="slideshow" aria-label="Featured" style={style}>
      <Swiper
        modules={[A11y, Autoplay, Pagination]}
        {...CAROUSEL_MOTION}
        loop={false}
        // Shoppers who ask for less motion move the slides themselves.
        autoplay={prefersReducedMotion() ? false : { delay: AUTOPLAY_DELAY_MS, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.id} className="slideshow__slide">
            <img
              className="slideshow__image"
              src={banner.imageSrc}
              alt={banner.alt}
              width={SLIDESHOW_IMAGE_WIDTH}
              height={SLIDESHOW_HEIGHT_PX}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
            <div className="slideshow__content container">
              <h2 className="slideshow__heading">
                {banner.headingLines.map((line, lineIndex) => (
                  // The space keeps the lines apart in the heading's accessible name.
                  <Fragment key={lineIndex}>
                    {lineIndex > 0 && ' '}
                    <span className="slideshow__line">{line}</span>
                  </Fragment>
                ))}
              </h2>
              <p className="slideshow__text">{banner.text}</p>
              <Link to="/all-collections" className="button slideshow__button">
                {banner.buttonText}
              </Link>
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

/** Holds the slideshow's place while the banners load, so the page does not jump. */
export function SlideshowPlaceholder() {
  const style = { '--slideshow-height': `${SLIDESHOW_HEIGHT_PX}px` } as CSSProperties;
  return <div className="slideshow slideshow--placeholder" style={style} aria-hidden="true" />;
}
