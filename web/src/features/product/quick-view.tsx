import { Link } from 'react-router-dom';
import { useQuickViewQuery, type QuickViewQuery } from '@/__generated__/graphql.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { loadingProps } from '@/components/picture.ts';
import { colourImage } from './product-options.ts';
import { colourName } from '@/i18n/variant-names.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { ProductHeading } from './product-heading.tsx';
import { ProductPurchase } from './product-purchase.tsx';
import { useProductSelection } from './use-product-selection.ts';
import './product-dialogs.css';
import { inEnglish } from '@/lib/fallback-lang.ts';

interface ProductDialogProps {
  productId: string;
  onClose(): void;
}

/** A compact product page in a modal: image, title, price, choices, quantity and Add to cart. */
export function QuickViewDialog({ productId, onClose }: ProductDialogProps) {
  const { data, loading, error } = useQuickViewQuery({ variables: { id: productId } });
  const { t } = useTranslation();
  const product = data?.product;
  return (
    <Dialog
      open
      onClose={onClose}
      label={product ? t('product.quickViewNamed', { title: product.title }) : t('product.quickView')}
    >
      {product ? (
        <QuickViewBody key={product.id} product={product} onClose={onClose} />
      ) : (
        <p className="product-dialog__status" role={error ? 'alert' : undefined}>
          {t(loading ? 'shopping.loading' : error ? 'domain.somethingWentWrong' : 'product.notFound')}
        </p>
      )}
    </Dialog>
  );
}

function QuickViewBody({ product, onClose }: { product: NonNullable<QuickViewQuery['product']>; onClose(): void }) {
  const { t } = useTranslation();
  const choice = useProductSelection(product);
  return (
    <div className="product-dialog product-dialog--view">
      <img
        className="product-dialog__image"
        src={colourImage(product, choice.selection.colour)}
        alt={t('product.inColour', { title: product.title, colour: colourName(t, choice.selection.colour) })}
        width={600}
        height={800}
        {...loadingProps(false)}
      />
      <div className="product-dialog__summary">
        <ProductHeading product={product} level={2} />
        <p className="product-dialog__description" {...inEnglish(product.fallbackFields, 'description')}>
          {product.description}
        </p>
        <ProductPurchase product={product} choice={choice} withWishlist />
        <Link to={`/product-detail/${product.id}`} className="product-dialog__details" onClick={onClose}>
          {t('product.fullDetails')}
        </Link>
      </div>
    </div>
  );
}
