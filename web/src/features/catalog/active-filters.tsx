import { filterChips } from './filter-chips.ts';
import { resetFilters, type ShopState } from './url-state.ts';

/** The chosen filters as removable chips, with REMOVE ALL. */
export function ActiveFilters({ state, onChange }: { state: ShopState; onChange: (next: ShopState) => void }) {
  const chips = filterChips(state);
  if (chips.length === 0) return null;
  return (
    <div className="shop-chips">
      <ul className="shop-chips__list" aria-label="Chosen filters">
        {chips.map((chip) => (
          <li key={chip.id}>
            <button
              type="button"
              className="shop-chips__chip"
              aria-label={`Remove ${chip.label}`}
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
        REMOVE ALL
      </button>
    </div>
  );
}
