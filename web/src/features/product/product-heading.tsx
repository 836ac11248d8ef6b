import type { ProductPurchase_ProductFragment } from '@/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import './product-heading.css';
import { inEnglish } from '@/lib/fallback-lang.ts';

/** Title, price, the old price struck through and the percent-off badge. */
export function ProductHeading({ product, level }: { product: ProductPurchase_ProductFragment; level: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="product-heading">
      <Heading className="product-heading__title" {...inEnglish(product.fallbackFields, 'title')}>
        {product.title}
      </Heading>
      <div className="product-heading__price">
        <Price price={product.price} oldPrice={product.oldPrice} />
        {product.discountPercent != null && <span className="badge badge--sale">-{product.discountPercent}%</span>}
      </div>
    </div>
  );
}
