import { IMAGE_ZOOM_FACTOR } from '@store/domain';
import { useState, type CSSProperties } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { ProductGallery_ProductFragment } from '@/__generated__/graphql.ts';
import { imagesOfColour } from './product-options.ts';
import { zoomOrigin } from './zoom-origin.ts';
import './product-gallery.css';

/** The thumbnail carousel shows 6 slides (spec §9). */
const THUMBNAILS_PER_VIEW = 6;

/** The chosen colour's images (front, back): a large one that zooms ×2 under the pointer on wide screens, and thumbnails. */
export function ProductGallery({ product, colour }: { product: ProductGallery_ProductFragment; colour: string }) {
  const images = imagesOfColour(product.images, colour);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const active = images.find((image) => image.id === activeId) ?? images[0];
  if (!active) return <div className="product-gallery product-gallery--empty" />;

  const zoomStyle = {
    '--product-zoom-factor': IMAGE_ZOOM_FACTOR,
    '--product-zoom-origin': `${origin.x}% ${origin.y}%`,
  } as CSSProperties;

  return (
    <div className="product-gallery">
      <div
        className="product-gallery__main"
        style={zoomStyle}
        onMouseMove={(event) => setOrigin(zoomOrigin(event, event.currentTarget.getBoundingClientRect()))}
      >
        <img src={active.src} alt={active.alt} width={active.width} height={active.height} />
      </div>
      {images.length > 1 && (
        <Swiper className="product-gallery__thumbs" slidesPerView={THUMBNAILS_PER_VIEW} spaceBetween={8} watchOverflow>
          {images.map((image, index) => (
            <SwiperSlide key={image.id}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={`Show image ${index + 1}: ${image.alt}`}
                aria-current={image.id === active.id}
                onClick={() => setActiveId(image.id)}
              >
                <img src={image.src} alt="" width={image.width} height={image.height} loading="lazy" />
              </button>
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </div>
  );
}
