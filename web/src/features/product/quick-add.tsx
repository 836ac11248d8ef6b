import { useQuickAddQuery, type QuickAddQuery } from '@/__generated__/graphql.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { loadingProps } from '@/components/picture.ts';
import { colourImage } from './product-options.ts';
import { colourName } from '@/i18n/variant-names.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { ProductHeading } from './product-heading.tsx';
import { ProductPurchase } from './product-purchase.tsx';
import { useProductSelection } from './use-product-selection.ts';
import './product-dialogs.css';

/**
 * Pick colour, size and quantity and add to the cart without leaving the list. It starts from the first
 * colour and size; a new size or colour resets the quantity to 1 and the stock caps it (spec §4).
 */
export function QuickAddDialog({ productId, onClose }: { productId: string; onClose(): void }) {
  const { data, loading, error } = useQuickAddQuery({ variables: { id: productId } });
  const { t } = useTranslation();
  const product = data?.product;
  return (
    <Dialog
      open
      onClose={onClose}
      label={product ? t('product.quickAddNamed', { title: product.title }) : t('product.quickAdd')}
    >
      {product ? (
        <QuickAddBody key={product.id} product={product} />
      ) : (
        <p className="product-dialog__status" role={error ? 'alert' : undefined}>
          {t(loading ? 'shopping.loading' : error ? 'domain.somethingWentWrong' : 'product.notFound')}
        </p>
      )}
    </Dialog>
  );
}

function QuickAddBody({ product }: { product: NonNullable<QuickAddQuery['product']> }) {
  const { t } = useTranslation();
  const choice = useProductSelection(product);
  return (
    <div className="product-dialog product-dialog--add">
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
        <ProductPurchase product={product} choice={choice} />
      </div>
    </div>
  );
}
