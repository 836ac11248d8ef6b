import { CAROUSEL_BREAKPOINTS } from '@store/domain';
import { useId } from 'react';
import type { ProductCard_ProductFragment } from '@/__generated__/graphql.ts';
import { ProductCard } from '@/components/product-card.tsx';
import { Carousel } from './carousel.tsx';
import './home-section.css';
import './product-showcase.css';

type Products = readonly ProductCard_ProductFragment[];

/** 'New Arrivals': the first products of the catalogue in a grid. */
export function NewArrivals({ products }: { products: Products }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className="home-section container" aria-labelledby={headingId}>
      <header className="home-section__header">
        <h2 id={headingId} className="home-section__title">
          New Arrivals
        </h2>
      </header>
      <ul className="product-showcase__grid">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Best Selling': the catalogue from its fifth product on, in a carousel. */
export function BestSelling({ products }: { products: Products }) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className="home-section container" aria-labelledby={headingId}>
      <header className="home-section__header">
        <h2 id={headingId} className="home-section__title">
          Best Selling
        </h2>
      </header>
      <Carousel
        label="best selling"
        items={products}
        itemKey={(product) => product.id}
        renderItem={(product) => <ProductCard product={product} />}
        perView={CAROUSEL_BREAKPOINTS.topPicks}
      />
    </section>
  );
}
