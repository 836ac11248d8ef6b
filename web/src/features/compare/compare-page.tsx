import { useReactiveVar } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@store/domain';
import { useCompareProductsQuery } from '@/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { loadingProps } from '@/components/picture.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { compareList } from '@/state/compare.ts';
import './compare.css';

export function useComparedProducts() {
  const ids = useReactiveVar(compareList.variable);
  const { data } = useCompareProductsQuery({ variables: { ids }, skip: ids.length === 0 });
  return ids.length === 0 ? [] : (data?.productsById ?? []).flatMap((product) => (product ? [product] : []));
}

export function ComparePage() {
  usePageMeta({
    title: 'Compare Products',
    description: 'Compare T-shirts side by side.',
    keywords: 'compare t-shirts, graphic tees, sizes and prices',
  });
  const products = useComparedProducts();
  return (
    <section className="compare-page container">
      <h1>Compare Products</h1>
      {products.length === 0 ? (
        <p>{MESSAGES.emptyCompare}</p>
      ) : (
        <>
          <button type="button" className="button button--outline" onClick={() => compareList.clear()}>
            Clear All
          </button>
          <div className="compare-page__table">
            {products.map((product) => (
              <article key={product.id} aria-label={product.title} className="compare-page__column">
                <img src={product.imageSrc} alt="" width={200} height={267} {...loadingProps(false)} />
                <Link to={`/product-detail/${product.id}`}>{product.title}</Link>
                <span>
                  <Price price={product.price} oldPrice={product.oldPrice} />
                </span>
                <span>Brand: {product.brand}</span>
                <span>Collection: {product.collection.name}</span>
                <span>Colours: {product.colours.map((colour) => colour.name).join(', ')}</span>
                <span>Sizes: {product.sizes.join(', ')}</span>
                <span>{product.inStock ? 'In stock' : 'Out of stock'}</span>
                <span>{product.composition}</span>
                <button type="button" className="link-button" onClick={() => compareList.remove(product.id)}>
                  Remove {product.title}
                </button>
              </article>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
