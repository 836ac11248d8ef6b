import { memo, type ComponentProps, type CSSProperties } from 'react';
import { ITEMS_PER_PAGE } from '@store/domain';
import type { ProductCard_ProductFragment } from '@/__generated__/graphql.ts';
import { ProductCard } from '@/components/product-card.tsx';
import type { LayoutColumns } from './url-state.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { HydrateLater } from '@/lib/deferred-section.tsx';
import './shop-results.css';

interface ShopResultsProps {
  /** Undefined while the first answer is on its way. */
  items: readonly (ProductCard_ProductFragment & { id: string })[] | undefined;
  columns: LayoutColumns;
  onReset: () => void;
}

/**
 * A card of the grid: it hydrates when it comes near the screen (HydrateLater untilNear), so a phone hydrates the
 * first screen's cards, not the page's. Memoised: the page renders again once it knows the screen, and a card
 * handed new props would hydrate at once.
 */
const GridCard = memo(function GridCard(props: ComponentProps<typeof ProductCard>) {
  return (
    <HydrateLater untilNear>
      <ProductCard {...props} />
    </HydrateLater>
  );
});

/** The products as a grid of 2 to 5 columns or as a list, a skeleton while loading, or the empty message. */
export function ShopResults({ items, columns, onReset }: ShopResultsProps) {
  const { t } = useTranslation();
  const style = { '--shop-columns': columns } as CSSProperties;
  if (!items) {
    return (
      <>
        <p className="visually-hidden" role="status">
          {t('shop.loading')}
        </p>
        <ul className="shop-grid" style={style} aria-hidden="true">
          {Array.from({ length: ITEMS_PER_PAGE }, (_, index) => (
            <li key={index} className="shop-grid__skeleton" />
          ))}
        </ul>
      </>
    );
  }
  if (items.length === 0) {
    return (
      <div className="shop-empty">
        <h2 className="shop-empty__title">{t('shop.emptyTitle')}</h2>
        <p>{t('shop.emptyText')}</p>
        <button type="button" className="button" onClick={onReset}>
          {t('shop.reset')}
        </button>
      </div>
    );
  }
  return (
    <ul className={`shop-grid${columns === 1 ? ' shop-grid--list' : ''}`} style={style}>
      {items.map((product, index) => (
        <li key={product.id} className="shop-grid__item">
          <GridCard product={product} layout={columns === 1 ? 'list' : 'grid'} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
