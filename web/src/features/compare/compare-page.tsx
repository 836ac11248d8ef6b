import { Link } from 'react-router-dom';
import { useCompareProductsQuery } from '@/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { loadingProps } from '@/components/picture.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { compareList } from '@/state/compare.ts';
import { colourName, sizeName } from '@/i18n/variant-names.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './compare.css';
import { useStoredVar } from '@/lib/use-stored-var.ts';

export function useComparedProducts() {
  const ids = useStoredVar(compareList.variable);
  // Kept apart from the page's data (no-cache): written into the cache, fresher fields of a product (a new price,
  // sold out since the page was rendered) would reach sections of the page that have not hydrated yet, which would
  // then not match their server HTML and be rendered afresh.
  const { data } = useCompareProductsQuery({ variables: { ids }, skip: ids.length === 0, fetchPolicy: 'no-cache' });
  return ids.length === 0 ? [] : (data?.productsById ?? []).flatMap((product) => (product ? [product] : []));
}

export function ComparePage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('compare.title'),
    description: t('compare.description'),
    keywords: t('compare.keywords'),
  });
  const products = useComparedProducts();
  return (
    <section className="compare-page container">
      <h1>{t('compare.title')}</h1>
      {products.length === 0 ? (
        <p>{t('domain.emptyCompare')}</p>
      ) : (
        <>
          <button type="button" className="button button--outline" onClick={() => compareList.clear()}>
            {t('compare.clearAll')}
          </button>
          <div className="compare-page__table">
            {products.map((product) => (
              <article key={product.id} aria-label={product.title} className="compare-page__column">
                <img src={product.imageSrc} alt="" width={200} height={267} {...loadingProps(false)} />
                <Link to={`/product-detail/${product.id}`}>{product.title}</Link>
                <span>
                  <Price price={product.price} oldPrice={product.oldPrice} />
                </span>
                <span>{t('compare.brand', { brand: product.brand })}</span>
                <span>{t('compare.collection', { name: product.collection.name })}</span>
                <span>
                  {t('compare.colours', {
                    colours: product.colours.map((colour) => colourName(t, colour.name)).join(', '),
                  })}
                </span>
                <span>{t('compare.sizes', { sizes: product.sizes.map((size) => sizeName(t, size)).join(', ') })}</span>
                <span>{t(product.inStock ? 'compare.inStock' : 'compare.outOfStock')}</span>
                <span>{product.composition}</span>
                <button type="button" className="link-button" onClick={() => compareList.remove(product.id)}>
                  {t('compare.remove', { title: product.title })}
                </button>
              </article>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
