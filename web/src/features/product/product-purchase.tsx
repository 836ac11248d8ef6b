import type { ProductPurchase_ProductFragment } from '@/__generated__/graphql.ts';
import { openPanel } from '@/state/panels.ts';
import { wishlist } from '@/state/wishlist.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { ColourChooser, SizeChooser } from './option-choosers.tsx';
import { availableStock } from './product-options.ts';
import { QuantityControl } from './quantity-control.tsx';
import type { ProductSelection } from './use-product-selection.ts';
import './product-purchase.css';
import { useStoredVar } from '@/lib/use-stored-var.ts';

interface ProductPurchaseProps {
  product: ProductPurchase_ProductFragment;
  choice: ProductSelection;
  /** Shows the Add to Wishlist button (product page, quick view). */
  withWishlist?: boolean;
  /** Shows the Size Guide link (product page). */
  onSizeGuide?: () => void;
}

/** Colour, size, quantity, Add to cart and wishlist: the part of the product page a shopper acts on. */
export function ProductPurchase({ product, choice, withWishlist = false, onSizeGuide }: ProductPurchaseProps) {
  const { t } = useTranslation();
  const { selection, available, inCart } = choice;
  const wished = useStoredVar(wishlist.variable).includes(product.id);
  const soldOut = available === 0;

  return (
    <div className="product-purchase">
      <ColourChooser
        options={product.colours.map((colour) => colour.name)}
        value={selection.colour}
        onChange={choice.setColour}
      />
      <SizeChooser
        options={product.sizes}
        value={selection.size}
        onChange={choice.setSize}
        isSoldOut={(size) => availableStock(product.stock, size, selection.colour) === 0}
        onSizeGuide={onSizeGuide}
      />
      <QuantityControl value={selection.quantity} available={available} onChange={choice.setQuantity} />
      <div className="product-purchase__actions">
        <button
          type="button"
          className="button product-purchase__add"
          disabled={soldOut && !inCart}
          onClick={() => (inCart ? openPanel({ kind: 'cart' }) : choice.addToCart())}
        >
          {t(inCart ? 'product.alreadyAdded' : soldOut ? 'product.soldOut' : 'product.addToCart')}
        </button>
        {withWishlist && (
          <button
            type="button"
            className="button button--outline product-purchase__wish"
            aria-pressed={wished}
            onClick={() => {
              wishlist.add(product.id);
              openPanel({ kind: 'wishlist' });
            }}
          >
            {t(wished ? 'card.wished' : 'card.wish')}
          </button>
        )}
      </div>
    </div>
  );
}
