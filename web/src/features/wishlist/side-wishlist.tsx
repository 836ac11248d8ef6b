import { Link } from 'react-router-dom';
import { useWishlistProductsQuery } from '@/__generated__/graphql.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { Price } from '@/components/ui/price.tsx';
import { loadingProps } from '@/components/picture.ts';
import { wishlist } from '@/state/wishlist.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import '@/components/panel-lines.css';
import { useStoredVar } from '@/lib/use-stored-var.ts';

/** The side wishlist that opens when a product is wished. */
export function SideWishlist({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const ids = useStoredVar(wishlist.variable);
  const { data } = useWishlistProductsQuery({ variables: { ids }, skip: ids.length === 0 });
  const products = ids.length === 0 ? [] : (data?.productsById ?? []).flatMap((product) => (product ? [product] : []));
  return (
    <Dialog open onClose={onClose} label={t('panel.wishlist')} placement="right">
      <h2>{t('panel.wishlist')}</h2>
      {products.length === 0 && <p>{t('domain.emptyWishlist')}</p>}
      <ul className="panel-lines">
        {products.map((product) => (
          <li key={product.id} className="panel-line">
            <img src={product.imageSrc} alt="" width={80} height={107} {...loadingProps(false)} />
            <div className="panel-line__body">
              <Link to={`/product-detail/${product.id}`} onClick={onClose}>
                {product.title}
              </Link>
              <Price price={product.price} oldPrice={product.oldPrice} />
              <button type="button" className="link-button" onClick={() => wishlist.remove(product.id)}>
                {t('panel.remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Link className="button" to="/wish-list" onClick={onClose}>
        {t('panel.viewWishlist')}
      </Link>
    </Dialog>
  );
}
