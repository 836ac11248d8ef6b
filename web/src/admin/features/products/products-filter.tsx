import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { COLLECTIONS } from '@store/domain';
import { PRODUCT_SEARCH_MAX, productFiltersSearch, type ProductFilters, type Visibility } from './product-filters.ts';

/** Search, collection and shown/hidden; applying them changes the address, so a filtered list can be shared. */
export function ProductsFilter({ filters }: { filters: ProductFilters }) {
  const navigate = useNavigate();
  const id = useId();
  const [q, setQ] = useState(filters.q);
  const [collection, setCollection] = useState(filters.collection);
  const [visibility, setVisibility] = useState<Visibility | ''>(filters.visibility);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    void navigate(productFiltersSearch({ q, collection, visibility }));
  };

  return (
    <form role="search" aria-label="Filter products" className="admin-filter" onSubmit={apply}>
      <div className="form__field">
        <label htmlFor={`${id}-q`}>Search title or brand</label>
        <div className="form__control">
          <input
            id={`${id}-q`}
            type="search"
            value={q}
            maxLength={PRODUCT_SEARCH_MAX}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-collection`}>Collection</label>
        <div className="form__control">
          <select id={`${id}-collection`} value={collection} onChange={(event) => setCollection(event.target.value)}>
            <option value="">All collections</option>
            {COLLECTIONS.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-visibility`}>In the shop</label>
        <div className="form__control">
          <select
            id={`${id}-visibility`}
            value={visibility}
            onChange={(event) => setVisibility(event.target.value as Visibility | '')}
          >
            <option value="">Shown and hidden</option>
            <option value="shown">Shown only</option>
            <option value="hidden">Hidden only</option>
          </select>
        </div>
      </div>
      <button type="submit" className="button">
        Filter
      </button>
    </form>
  );
}
