import { useId } from 'react';
import type { ProductTabs_ProductFragment } from '@/__generated__/graphql.ts';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import { inEnglish } from '@/lib/fallback-lang.ts';
import './product-tabs.css';

/** How to keep a print looking new, for every shirt. */
const WASH_GUIDANCE = ['product.wash1', 'product.wash2', 'product.wash3', 'product.wash4'] as const;

/** The product's tabs; only Description is offered (spec §2). */
export function ProductTabs({ product }: { product: ProductTabs_ProductFragment }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="product-tabs" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {t('product.details')}
      </h2>
      <div role="tablist" aria-label={t('product.information')} className="product-tabs__list">
        <button type="button" role="tab" id={`${id}-tab`} aria-selected="true" aria-controls={`${id}-panel`}>
          {t('product.descriptionTab')}
        </button>
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab`}>
        <StaticMarkup className="product-tabs__panel">
          <div>
            <h3>{t('product.materials')}</h3>
            <dl className="product-tabs__facts">
              <dt>{t('product.composition')}</dt>
              <dd {...inEnglish(product.fallbackFields, 'composition')}>{product.composition}</dd>
              <dt>{t('product.origin')}</dt>
              <dd {...inEnglish(product.fallbackFields, 'origin')}>{product.origin}</dd>
            </dl>
          </div>
          <div>
            <h3>{t('product.care')}</h3>
            <ul {...inEnglish(product.fallbackFields, 'care')}>
              {product.care.map((instruction) => (
                <li key={instruction}>{instruction}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{t('product.washGuidance')}</h3>
            <ul>
              {WASH_GUIDANCE.map((tip) => (
                <li key={tip}>{t(tip)}</li>
              ))}
            </ul>
          </div>
        </StaticMarkup>
      </div>
    </section>
  );
}
