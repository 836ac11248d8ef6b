import { RETURN_WINDOW_DAYS } from '@store/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProductInfo_ProductFragment } from '@/__generated__/graphql.ts';
import { PaymentLogos } from '@/components/payment-logos.tsx';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import { liveViewers } from './product-options.ts';
import './product-info.css';
import { inEnglish } from '@/lib/fallback-lang.ts';

/** The made-up 'people viewing' count: drawn once per visit to the page, in the browser (the server's draw would differ). */
export function LiveViewers() {
  const { t } = useTranslation();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => setCount(liveViewers()), []);
  // The line is there, empty, until the count is drawn: what follows it does not move down when it comes.
  return (
    <p className="product-info__viewers">
      {count !== null && (
        <>
          <span className="product-info__pulse" aria-hidden="true" />
          {t('product.viewers', { count })}
        </>
      )}
    </p>
  );
}

/** Delivery and return notes, the SKU / vendor / availability / categories list and the payment logos. */
export function ProductInfo({ product }: { product: ProductInfo_ProductFragment }) {
  const { t } = useTranslation();
  return (
    <div className="product-info">
      <StaticMarkup as="ul" className="product-info__notes">
        <li>
          <strong>{t('product.estimatedDelivery')}</strong> {t('domain.estimatedDelivery')}
        </li>
        <li>
          <strong>{t('product.returnWithin', { days: RETURN_WINDOW_DAYS })}</strong> {t('product.returnRest')}{' '}
          <Link to="/returns">{t('product.returnPolicy')}</Link>.
        </li>
      </StaticMarkup>
      <dl className="product-info__facts">
        <div>
          <dt>{t('product.sku')}</dt>
          <dd>{product.id}</dd>
        </div>
        <div>
          <dt>{t('product.vendor')}</dt>
          <dd>{product.brand}</dd>
        </div>
        <div>
          <dt>{t('product.availability')}</dt>
          <dd>{t(product.inStock ? 'product.inStock' : 'product.outOfStock')}</dd>
        </div>
        <div>
          <dt>{t('product.categories')}</dt>
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
        <p className="product-info__checkout">{t('product.payOnArrival')}</p>
        <PaymentLogos />
      </StaticMarkup>
    </div>
  );
}
