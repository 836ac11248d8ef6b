import { CAROUSEL_BREAKPOINTS, CAROUSEL_SPEED_MS } from '@store/domain';
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { ProductCard_ProductFragment } from '@/__generated__/graphql.ts';
import { ProductCard } from '@/components/product-card.tsx';
import './related-products.css';

/** Slides per view by viewport width: 2, 3 from 768 px, 4 from 1200 px (spec §9). */
const breakpoints = Object.fromEntries(
  Object.entries(CAROUSEL_BREAKPOINTS.relatedProducts).map(([width, slidesPerView]) => [
    width,
    { slidesPerView, spaceBetween: Number(width) >= 768 ? 24 : 12 },
  ]),
);

/** The Related Products carousel under the product page. */
export function RelatedProducts({ products }: { products: readonly ProductCard_ProductFragment[] }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  if (products.length === 0) return null;
  return (
    <section className="related-products" aria-labelledby="related-products-heading">
      <div className="related-products__header">
        <h2 id="related-products-heading">Related Products</h2>
        <div className="related-products__nav">
          <button type="button" aria-label="Previous products" onClick={() => swiper?.slidePrev()}>
            ‹
          </button>
          <button type="button" aria-label="Next products" onClick={() => swiper?.slideNext()}>
            ›
          </button>
        </div>
      </div>
      <Swiper
        modules={[A11y]}
        onSwiper={setSwiper}
        breakpoints={breakpoints}
        slidesPerView={2}
        speed={CAROUSEL_SPEED_MS}
        threshold={5}
        longSwipesMs={300}
      >
        {products.map((product) => (
          <SwiperSlide key={product.id}>
            <ProductCard product={product} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
