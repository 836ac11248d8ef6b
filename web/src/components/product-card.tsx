import { Eye, GitCompareArrows, Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ProductCard_ProductFragment } from '@/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { PRODUCT_CARD_SIZES } from '@/lib/image-sizes.ts';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import { compareList } from '@/state/compare.ts';
import { openPanel } from '@/state/panels.ts';
import { wishlist } from '@/state/wishlist.ts';
import { colourName } from '@/i18n/variant-names.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { ResponsiveImage } from './responsive-image.tsx';
import './product-card.css';
import { inEnglish } from '@/lib/fallback-lang.ts';
import { useStoredVar } from '@/lib/use-stored-var.ts';

const ACTION_ICON = { size: 18, strokeWidth: 2, 'aria-hidden': true } as const;

/**
 * A product in a grid or list: image with hover image, sale badge, colours, and the shopper's actions.
 * `priority`: the card's image is the first screen's largest (the shop's first card). Only the actions hydrate:
 * the pictures, title, price and colours stay as the server sent them.
 */
export function ProductCard({
  product,
  layout = 'grid',
  priority = false,
}: {
  product: ProductCard_ProductFragment;
  layout?: 'grid' | 'list';
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const wished = useStoredVar(wishlist.variable).includes(product.id);
  const compared = useStoredVar(compareList.variable).includes(product.id);
  return (
    <article className={`product-card product-card--${layout}`} aria-label={product.title}>
      <StaticMarkup className="product-card__static">
        <Link to={`/product-detail/${product.id}`} className="product-card__media">
          <ResponsiveImage
            image={product.mainImage}
            alt={product.title}
            sizes={PRODUCT_CARD_SIZES}
            priority={priority}
          />
          <ResponsiveImage
            image={product.hoverImage}
            alt=""
            sizes={PRODUCT_CARD_SIZES}
            className="product-card__hover"
          />
          {product.discountPercent != null && <span className="badge badge--sale">-{product.discountPercent}%</span>}
          {!product.inStock && <span className="badge badge--sold-out">{t('card.soldOut')}</span>}
        </Link>
      </StaticMarkup>
      <div className="product-card__actions">
        <button
          type="button"
          onClick={() =>
            wished ? openPanel({ kind: 'wishlist' }) : wishlist.add(product.id) && openPanel({ kind: 'wishlist' })
          }
          title={t(wished ? 'card.wished' : 'card.wish')}
          aria-pressed={wished}
        >
          <Heart {...ACTION_ICON} fill={wished ? 'currentColor' : 'none'} />
          <span className="visually-hidden">{t(wished ? 'card.wished' : 'card.wish')}</span>
        </button>
        <button
          type="button"
          onClick={() =>
            compared ? openPanel({ kind: 'compare' }) : compareList.add(product.id) && openPanel({ kind: 'compare' })
          }
          title={t(compared ? 'card.compared' : 'card.compare')}
          aria-pressed={compared}
        >
          <GitCompareArrows {...ACTION_ICON} />
          <span className="visually-hidden">{t(compared ? 'card.compared' : 'card.compare')}</span>
        </button>
        <button
          type="button"
          title={t('home.quickView')}
          onClick={() => openPanel({ kind: 'quickView', productId: product.id })}
        >
          <Eye {...ACTION_ICON} />
          <span className="visually-hidden">{t('home.quickView')}</span>
        </button>
      </div>
      <div className="product-card__info">
        <StaticMarkup className="product-card__static">
          <Link
            to={`/product-detail/${product.id}`}
            className="product-card__title"
            {...inEnglish(product.fallbackFields, 'title')}
          >
            {product.title}
          </Link>
          <Price price={product.price} oldPrice={product.oldPrice} />
          <ul className="product-card__colours" aria-label={t('card.colours')}>
            {product.colours.map((colour) => (
              <li
                key={colour.name}
                className={`swatch swatch--${colour.name.toLowerCase()}`}
                title={colourName(t, colour.name)}
              />
            ))}
          </ul>
        </StaticMarkup>
        {/* Always Quick Add: another size or colour of a product in the cart is a line of its own. */}
        <button
          type="button"
          className="button"
          disabled={!product.inStock}
          onClick={() => openPanel({ kind: 'quickAdd', productId: product.id })}
        >
          {t(product.inStock ? 'card.quickAdd' : 'card.soldOut')}
        </button>
      </div>
    </article>
  );
}
