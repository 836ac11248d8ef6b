import type { ProductSort } from '@/__generated__/graphql.ts';
import type { MessageId } from '@/i18n/message-id.ts';
import { SORTS, type LayoutColumns } from './url-state.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './shop-toolbar.css';

/** The sort's options, in the order of SORTS (the spec's texts, `SORT_OPTIONS` in @store/domain, in English). */
const SORT_MESSAGES: readonly MessageId[] = [
  'shop.sortDefault',
  'shop.sortTitleAsc',
  'shop.sortTitleDesc',
  'shop.sortPriceAsc',
  'shop.sortPriceDesc',
];

interface ShopToolbarProps {
  /** Null while the first answer is on its way. */
  totalCount: number | null;
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
  layouts: readonly LayoutColumns[];
  /** The layout shown (the chosen one, capped for the screen). */
  columns: LayoutColumns;
  onLayout: (layout: LayoutColumns) => void;
  onOpenFilters: () => void;
  /**
   * The filters are in the sidebar on wide screens: the Filter button is then for narrower ones only, hidden by
   * CSS, so the server's HTML (rendered for a wide screen) already has it for a phone.
   */
  filtersInSidebar: boolean;
  onOpenCategories: () => void;
}

/** Filter and categories buttons, the product count, the layout switch and the sort. */
export function ShopToolbar(props: ShopToolbarProps) {
  const { t } = useTranslation();
  const { totalCount, sort, onSort, layouts, columns, onLayout, onOpenFilters, filtersInSidebar, onOpenCategories } =
    props;
  return (
    <div className="shop-toolbar">
      <div className="shop-toolbar__buttons">
        <button
          type="button"
          className={`shop-toolbar__button${filtersInSidebar ? ' shop-toolbar__button--narrow' : ''}`}
          onClick={onOpenFilters}
        >
          <span className="shop-toolbar__filter-icon" aria-hidden="true" />
          {t('shop.filter')}
        </button>
        <button type="button" className="shop-toolbar__button" onClick={onOpenCategories}>
          {t('shop.categories')}
        </button>
      </div>
      <p className="shop-toolbar__count" aria-live="polite">
        {totalCount === null ? '' : t('catalog.productCount', { count: totalCount })}
      </p>
      <div className="shop-toolbar__layouts" role="group" aria-label={t('shop.layout')}>
        {layouts.map((layout) => (
          <button
            key={layout}
            type="button"
            className={`shop-toolbar__layout shop-toolbar__layout--${layout === 1 ? 'list' : 'grid'}`}
            aria-label={layout === 1 ? t('shop.list') : t('shop.columns', { count: layout })}
            aria-pressed={layout === columns}
            title={layout === 1 ? t('shop.list') : t('shop.columns', { count: layout })}
            onClick={() => onLayout(layout)}
          >
            {Array.from({ length: layout === 1 ? 3 : layout }, (_, index) => (
              <span key={index} />
            ))}
          </button>
        ))}
      </div>
      <label className="shop-toolbar__sort">
        <span className="visually-hidden">{t('shop.sort')}</span>
        <select value={sort} onChange={(event) => onSort(event.target.value as ProductSort)}>
          {SORTS.map((value, index) => (
            <option key={value} value={value}>
              {t(SORT_MESSAGES[index]!)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
