import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { COLOURS, SIZES } from '@store/domain';
import type { Availability, ShopFilters_FacetsFragment } from '@/__generated__/graphql.ts';
import { collectionNames, withCounts } from './facet-options.ts';
import { AVAILABILITY_LABELS } from './filter-chips.ts';
import { CheckList, ChoiceList, FilterGroup } from './filter-options.tsx';
import { PriceSlider } from './price-slider.tsx';
import {
  AVAILABILITIES,
  chooseAvailability,
  chooseColour,
  chooseSize,
  resetFilters,
  setPrice,
  setSale,
  toSearch,
  toggleBrand,
  toggleCollection,
  type ShopState,
} from './url-state.ts';
import { colourName, sizeName } from '@/i18n/variant-names.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './shop-filters.css';

interface ShopFiltersProps {
  /** Undefined until the first answer arrives. */
  facets: ShopFilters_FacetsFragment | undefined;
  state: ShopState;
  onChange: (next: ShopState) => void;
  /** On a collection page, the collections are links to the other collection pages. */
  routeCollection: string | null;
}

/** The filter panel: price, availability, colour, size, brand, collection and sale items (spec §4 "Filters"). */
export function ShopFilters({ facets, state, onChange, routeCollection }: ShopFiltersProps) {
  const { t } = useTranslation();
  const onPrice = useCallback((min: number, max: number) => onChange(setPrice(state, min, max)), [state, onChange]);
  const availabilityLabel = (value: string) =>
    Object.hasOwn(AVAILABILITY_LABELS, value) ? t(AVAILABILITY_LABELS[value as Availability]) : value;
  const nameColour = (colour: string) => colourName(t, colour);

  return (
    <div className="shop-filters">
      <h2 className="shop-filters__heading">{t('shop.filter')}</h2>
      <FilterGroup title={t('shop.price')}>
        <PriceSlider key={`${state.min}-${state.max}`} min={state.min} max={state.max} onChange={onPrice} />
      </FilterGroup>
      <FilterGroup title={t('shop.availability')}>
        <ChoiceList
          variant="rows"
          options={withCounts(facets?.availability, AVAILABILITIES, availabilityLabel)}
          chosen={state.availability}
          onChoose={(value) => onChange(chooseAvailability(state, value as Availability))}
        />
      </FilterGroup>
      <FilterGroup title={t('shop.colour')}>
        <ChoiceList
          variant="swatches"
          options={withCounts(facets?.colours, COLOURS, nameColour)}
          chosen={state.colour}
          onChoose={(value) => onChange(chooseColour(state, value))}
        />
      </FilterGroup>
      <FilterGroup title={t('shop.size')}>
        <ChoiceList
          variant="sizes"
          options={withCounts(facets?.sizes, SIZES, (size) => sizeName(t, size))}
          chosen={state.size}
          onChoose={(value) => onChange(chooseSize(state, value))}
        />
      </FilterGroup>
      <FilterGroup title={t('shop.brand')}>
        <CheckList
          options={withCounts(facets?.brands, [])}
          chosen={state.brands}
          onToggle={(value) => onChange(toggleBrand(state, value))}
        />
      </FilterGroup>
      <FilterGroup title={t('shop.collections')}>
        {routeCollection ? (
          <CollectionLinks facets={facets} state={state} current={routeCollection} />
        ) : (
          <CheckList
            options={collectionOptions(facets)}
            chosen={state.collections}
            onToggle={(value) => onChange(toggleCollection(state, value))}
          />
        )}
      </FilterGroup>
      <label className="shop-filters__sale">
        <input
          type="checkbox"
          checked={state.sale}
          onChange={(event) => onChange(setSale(state, event.target.checked))}
        />
        {t('shop.saleOnly')}
      </label>
      <button
        type="button"
        className="button button--outline shop-filters__reset"
        onClick={() => onChange(resetFilters(state))}
      >
        {t('shop.reset')}
      </button>
    </div>
  );
}

/** The collections with their counts, each named as the page names it (its value stays the English key). */
function collectionOptions(facets: ShopFilters_FacetsFragment | undefined) {
  const names = collectionNames(facets);
  return withCounts(facets?.collections, [], (value) => names(value));
}

function CollectionLinks({
  facets,
  state,
  current,
}: {
  facets: ShopFilters_FacetsFragment | undefined;
  state: ShopState;
  current: string;
}) {
  // Moving to another collection keeps the other filters; it is another product list, so page 1.
  const search = toSearch({ ...state, collections: [], page: 1 });
  return (
    <ul className="shop-filters__links">
      {collectionOptions(facets).map((option) => (
        <li key={option.value}>
          <Link
            to={`/shop-by-collections/${encodeURIComponent(option.value)}${search}`}
            aria-current={option.value.toLowerCase() === current.toLowerCase() ? 'page' : undefined}
          >
            {option.label} <span className="shop-filters__count">({option.count})</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
