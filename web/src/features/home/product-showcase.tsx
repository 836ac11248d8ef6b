import { CAROUSEL_BREAKPOINTS } from '@store/domain';
import type { ProductCard_ProductFragment } from '@/__generated__/graphql.ts';
import { ProductCard } from '@/components/product-card.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import { Carousel } from './carousel.tsx';
import { HomeSection } from './home-section.tsx';
import './product-showcase.css';

type Products = readonly ProductCard_ProductFragment[];

/** 'New Arrivals': the first products of the catalogue in a grid. */
export function NewArrivals({ products }: { products: Products }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <HomeSection title={t('home.newArrivals')}>
      <ul className="product-showcase__grid">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** 'Best Selling': the catalogue from its fifth product on, in a carousel. */
export function BestSelling({ products }: { products: Products }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <HomeSection title={t('home.bestSelling')}>
      <Carousel
        label={t('home.bestSellingLabel')}
        items={products}
        itemKey={(product) => product.id}
        renderItem={(product) => <ProductCard product={product} />}
        perView={CAROUSEL_BREAKPOINTS.topPicks}
      />
    </HomeSection>
  );
}
