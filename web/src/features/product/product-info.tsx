import { ESTIMATED_DELIVERY_TEXT, RETURN_WINDOW_DAYS } from '@store/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProductInfo_ProductFragment } from '@/__generated__/graphql.ts';
import { PaymentLogos } from '@/components/payment-logos.tsx';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import { liveViewers, liveViewersText } from './product-options.ts';
import './product-info.css';
import { inEnglish } from '@/lib/fallback-lang.ts';

/** The made-up 'people viewing' count: drawn once per visit to the page, in the browser (the server's draw would differ). */
export function LiveViewers() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => setCount(liveViewers()), []);
  // The line is there, empty, until the count is drawn: what follows it does not move down when it comes.
  return (
    <p className="product-info__viewers">
      {count !== null && (
        <>
          <span className="product-info__pulse" aria-hidden="true" />
          {liveViewersText(count)}
        </>
      )}
    </p>
  );
}

/** Delivery and return notes, the SKU / vendor / availability / categories list and the payment logos. */
export function ProductInfo({ product }: { product: ProductInfo_ProductFragment }) {
  return (
    <div className="product-info">
      <StaticMarkup as="ul" className="product-info__notes">
        <li>
          <strong>Estimated delivery:</strong> {ESTIMATED_DELIVERY_TEXT}
        </li>
        <li>
          <strong>Return within {RETURN_WINDOW_DAYS} days</strong> of receipt. See our{' '}
          <Link to="/returns">return and refund policy</Link>.
        </li>
      </StaticMarkup>
      <dl className="product-info__facts">
        <div>
          <dt>SKU:</dt>
          <dd>{product.id}</dd>
        </div>
        <div>
          <dt>Vendor:</dt>
          <dd>{product.brand}</dd>
        </div>
        <div>
          <dt>Availability:</dt>
          <dd>{product.inStock ? 'In Stock' : 'Out of Stock'}</dd>
        </div>
        <div>
          <dt>Categories:</dt>
          <dd>
            <Link
              to={`/shop-by-collections/${product.collection.routeKey}`}
              {...inEnglish(product.collection.fallbackFields, 'displayName')}
            >
              {product.collection.displayName}
            </Link>
          </dd>
        </div>
      </dl>
      <StaticMarkup>
        <p className="product-info__checkout">Pay when it arrives</p>
        <PaymentLogos />
      </StaticMarkup>
    </div>
  );
}
