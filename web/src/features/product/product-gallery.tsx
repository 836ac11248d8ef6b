import { IMAGE_ZOOM_FACTOR } from '@store/domain';
import { useState, type CSSProperties } from 'react';
import type { ProductGallery_ProductFragment } from '@/__generated__/graphql.ts';
import { ResponsiveImage } from '@/components/responsive-image.tsx';
import { SwiperFrame } from '@/components/ui/swiper-frame.tsx';
import { carouselLayout } from '@/lib/carousel-layout.ts';
import { PRODUCT_GALLERY_SIZES } from '@/lib/image-sizes.ts';
import { useSwiper } from '@/lib/use-swiper.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { imageAlt } from './image-alt.ts';
import { imagesOfColour } from './product-options.ts';
import { zoomOrigin } from './zoom-origin.ts';
import './product-gallery.css';

/** The thumbnail carousel shows 6 slides (spec §9). */
const THUMBNAILS_PER_VIEW = 6;
const THUMBNAIL_GAP_PX = 8;
/** A sixth of the gallery: of the whole width on phones, of about half from 768 px. */
const THUMBNAIL_SIZES = '(min-width: 768px) 10vw, 17vw';

/** The chosen colour's images (front, back): a large one that zooms ×2 under the pointer on wide screens, and thumbnails. */
export function ProductGallery({ product, colour }: { product: ProductGallery_ProductFragment; colour: string }) {
  const { t, locale } = useTranslation();
  const images = imagesOfColour(product.images, colour);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const active = images.find((image) => image.id === activeId) ?? images[0];
  const { frameRef } = useSwiper(
    () => ({
      slidesPerView: THUMBNAILS_PER_VIEW,
      spaceBetween: THUMBNAIL_GAP_PX,
      watchOverflow: true,
      a11y: { enabled: false },
    }),
    images.map((image) => image.id).join(),
  );
  const altOf = (image: (typeof images)[number]) => imageAlt(t, locale, product.title, image, images.indexOf(image));
  if (!active) return <div className="product-gallery product-gallery--empty" />;

  const zoomStyle = {
    '--product-zoom-factor': IMAGE_ZOOM_FACTOR,
    '--product-zoom-origin': `${origin.x}% ${origin.y}%`,
  } as CSSProperties;
  const thumbsLayout = carouselLayout({ 0: THUMBNAILS_PER_VIEW }, { 0: THUMBNAIL_GAP_PX }, images.length);
  // Thumbnails that all fit have nothing to slide: CSS lays them out as Swiper would, and Swiper is not loaded.
  const thumbsSlide = images.length > THUMBNAILS_PER_VIEW;

  return (
    <div className="product-gallery swiper-layout" style={thumbsLayout as CSSProperties}>
      <div
        className="product-gallery__main"
        style={zoomStyle}
        onMouseMove={(event) => setOrigin(zoomOrigin(event, event.currentTarget.getBoundingClientRect()))}
      >
        <ResponsiveImage image={active} alt={altOf(active)} sizes={PRODUCT_GALLERY_SIZES} priority />
      </div>
      {images.length > 1 && (
        <SwiperFrame frameRef={thumbsSlide ? frameRef : null} className="product-gallery__thumbs">
          {images.map((image, index) => (
            <div key={image.id} className="swiper-slide">
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={t('product.showImage', { number: index + 1, alt: altOf(image) })}
                aria-current={image.id === active.id}
                onClick={() => setActiveId(image.id)}
              >
                <ResponsiveImage image={image} alt="" sizes={THUMBNAIL_SIZES} />
              </button>
            </div>
          ))}
        </SwiperFrame>
      )}
    </div>
  );
}
