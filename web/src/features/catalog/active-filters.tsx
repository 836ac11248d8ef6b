import { filterChips } from './filter-chips.ts';
import { resetFilters, type ShopState } from './url-state.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

/** The chosen filters as removable chips, with REMOVE ALL. */
export function ActiveFilters({
  state,
  onChange,
  collectionName,
}: {
  state: ShopState;
  onChange: (next: ShopState) => void;
  /** A collection's name as the page shows it (the facet's displayName). */
  collectionName?: (collection: string) => string;
}) {
  const { t } = useTranslation();
  const chips = filterChips(state, t, collectionName);
  if (chips.length === 0) return null;
  return (
    <div className="shop-chips">
      <ul className="shop-chips__list" aria-label={t('shop.chosenFilters')}>
        {chips.map((chip) => (
          <li key={chip.id}>
            <button
              type="button"
              className="shop-chips__chip"
              aria-label={t('shop.removeFilter', { label: chip.label })}
              onClick={() => onChange(chip.remove(state))}
            >
              {chip.label}
              <span aria-hidden="true" className="shop-chips__x">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="shop-chips__all" onClick={() => onChange(resetFilters(state))}>
        {t('shop.removeAll')}
      </button>
    </div>
  );
}
