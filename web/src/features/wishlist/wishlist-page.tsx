import { useReactiveVar } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@store/domain';
import { useWishlistProductsQuery } from '@/__generated__/graphql.ts';
import { ProductCard } from '@/components/product-card.tsx';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { usePageMeta } from '@/lib/page-meta.ts';
import { wishlist } from '@/state/wishlist.ts';
import './wishlist.css';

export function WishlistPage() {
  usePageMeta({
    title: 'Wishlist',
    description: 'The T-shirts you saved for later.',
    keywords: 'wishlist, saved t-shirts, graphic tees Dubai',
  });
  const ids = useReactiveVar(wishlist.variable);
  const { data } = useWishlistProductsQuery({ variables: { ids }, skip: ids.length === 0 });
  const products = ids.length === 0 ? [] : (data?.productsById ?? []).flatMap((product) => (product ? [product] : []));
  return (
    <section className="wishlist-page container">
      <Breadcrumb
        items={[{ label: 'Homepage', to: '/' }, { label: 'Shop', to: '/all-collections' }, { label: 'Wishlist' }]}
      />
      <h1>Wishlist</h1>
      {ids.length === 0 ? (
        <p>
          {MESSAGES.emptyWishlist} <Link to="/all-collections">Explore Products</Link>
        </p>
      ) : (
        <div className="wishlist-page__grid">
          {products.map((product) => (
            <div key={product.id} className="wishlist-page__item">
              <ProductCard product={product} />
              <button type="button" className="link-button" onClick={() => wishlist.remove(product.id)}>
                Remove from wishlist
              </button>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
