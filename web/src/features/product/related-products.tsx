import { CAROUSEL_BREAKPOINTS, CAROUSEL_SPEED_MS } from '@store/domain';
import { useMemo, type CSSProperties } from 'react';
import { useRelatedProductsQuery, type ProductCard_ProductFragment } from '@/__generated__/graphql.ts';
import { ProductCard } from '@/components/product-card.tsx';
import { SwiperFrame } from '@/components/ui/swiper-frame.tsx';
import { carouselLayout } from '@/lib/carousel-layout.ts';
import { useSwiper } from '@/lib/use-swiper.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './related-products.css';

/** Gaps between the cards: 12 px, 24 px from 768 px. */
const GAPS = { 0: 12, 768: 24 };

/** Slides per view by viewport width: 2, 3 from 768 px, 4 from 1200 px (spec §9). */
const breakpoints = Object.fromEntries(
  Object.entries(CAROUSEL_BREAKPOINTS.relatedProducts).map(([width, slidesPerView]) => [
    width,
    { slidesPerView, spaceBetween: Number(width) >= 768 ? GAPS[768] : GAPS[0] },
  ]),
);

/**
 * The Related Products carousel of one product, with the query of its own: its data is read when the section
 * hydrates, not with the rest of the page's. Nothing while it loads (a page the browser renders, far below).
 */
export function RelatedProductsSection({ productId }: { productId: string }) {
  const { data } = useRelatedProductsQuery({ variables: { id: productId } });
  return <RelatedProducts products={data?.product?.related ?? []} />;
}

/** The Related Products carousel under the product page. */
export function RelatedProducts({ products }: { products: readonly ProductCard_ProductFragment[] }) {
  const { t } = useTranslation();
  const layout = useMemo(
    () => carouselLayout(CAROUSEL_BREAKPOINTS.relatedProducts, GAPS, products.length),
    [products.length],
  );
  const { frameRef, swiper } = useSwiper(
    () => ({ breakpoints, slidesPerView: 2, speed: CAROUSEL_SPEED_MS, threshold: 5, longSwipesMs: 300 }),
    products.map((product) => product.id).join(),
  );
  if (products.length === 0) return null;
  return (
    <section
      className="related-products swiper-layout"
      style={layout as CSSProperties}
      aria-labelledby="related-products-heading"
    >
      <div className="related-products__header">
        <h2 id="related-products-heading">{t('product.related')}</h2>
        <div className="related-products__nav">
          <button
            type="button"
            aria-label={t('product.previousRelated')}
            disabled={!swiper}
            onClick={() => swiper?.slidePrev()}
          >
            ‹
          </button>
          <button
            type="button"
            aria-label={t('product.nextRelated')}
            disabled={!swiper}
            onClick={() => swiper?.slideNext()}
          >
            ›
          </button>
        </div>
      </div>
      <SwiperFrame frameRef={frameRef}>
        {products.map((product) => (
          <div key={product.id} className="swiper-slide">
            <ProductCard product={product} />
          </div>
        ))}
      </SwiperFrame>
    </section>
  );
}
