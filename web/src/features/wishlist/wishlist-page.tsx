import { Link } from 'react-router-dom';
import { useWishlistProductsQuery } from '@/__generated__/graphql.ts';
import { ProductCard } from '@/components/product-card.tsx';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { usePageMeta } from '@/lib/page-meta.ts';
import { wishlist } from '@/state/wishlist.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './wishlist.css';
import { useStoredVar } from '@/lib/use-stored-var.ts';

export function WishlistPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('wishlistPage.title'),
    description: t('wishlistPage.description'),
    keywords: t('wishlistPage.keywords'),
  });
  const ids = useStoredVar(wishlist.variable);
  const { data } = useWishlistProductsQuery({ variables: { ids }, skip: ids.length === 0 });
  const products = ids.length === 0 ? [] : (data?.productsById ?? []).flatMap((product) => (product ? [product] : []));
  return (
    <section className="wishlist-page container">
      <Breadcrumb
        items={[
          { label: t('shop.homepage'), to: '/' },
          { label: t('toolbar.shop'), to: '/all-collections' },
          { label: t('wishlistPage.title') },
        ]}
      />
      <h1>{t('wishlistPage.title')}</h1>
      {ids.length === 0 ? (
        <p>
          {t('domain.emptyWishlist')} <Link to="/all-collections">{t('cart.explore')}</Link>
        </p>
      ) : (
        <div className="wishlist-page__grid">
          {products.map((product) => (
            <div key={product.id} className="wishlist-page__item">
              <ProductCard product={product} />
              <button type="button" className="link-button" onClick={() => wishlist.remove(product.id)}>
                {t('wishlistPage.remove')}
              </button>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
