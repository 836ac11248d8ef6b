import { useReactiveVar } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '@store/domain';
import { useWishlistProductsQuery } from '@/__generated__/graphql.ts';
import { ProductCard } from '@/components/product-card.tsx';
import { usePageMeta } from '@/lib/page-meta.ts';
import { wishlist } from '@/state/wishlist.ts';
import './wishlist.css';

export function WishlistPage() {
  usePageMeta({ title: 'Wishlist', description: 'The T-shirts you saved for later.' });
  const ids = useReactiveVar(wishlist.variable);
  const { data } = useWishlistProductsQuery({ variables: { ids }, skip: ids.length === 0 });
  const products = ids.length === 0 ? [] : (data?.productsById ?? []).flatMap((product) => (product ? [product] : []));
  return (
    <section className="wishlist-page container">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/">Homepage</Link> &gt; <Link to="/all-collections">Shop</Link> &gt; <span>Wishlist</span>
      </nav>
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
