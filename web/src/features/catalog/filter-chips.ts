import { aedToFils, formatAed } from '@store/domain';
import type { Availability } from '@/__generated__/graphql.ts';
import { DEFAULT_STATE, type ShopState } from './url-state.ts';

export const AVAILABILITY_LABELS: Readonly<Record<Availability, string>> = {
  IN_STOCK: 'In stock',
  OUT_OF_STOCK: 'Out of stock',
};

/** A chosen filter shown as a removable chip. */
export interface FilterChip {
  /** Unique among the chips, for React keys. */
  id: string;
  label: string;
  /** The state without this filter, back on page 1. */
  remove: (state: ShopState) => ShopState;
}

export function priceLabel(min: number, max: number): string {
  return `AED ${formatAed(aedToFils(min))} – AED ${formatAed(aedToFils(max))}`;
}

function clearing(patch: (state: ShopState) => Partial<ShopState>): FilterChip['remove'] {
  return (state) => ({ ...state, ...patch(state), page: 1 });
}

function without(list: readonly string[], value: string): string[] {
  return list.filter((item) => item.toLowerCase() !== value.toLowerCase());
}

/** The chosen filters, in the order of the filter panel. */
export function filterChips(state: ShopState): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (id: string, label: string, patch: (state: ShopState) => Partial<ShopState>) =>
    chips.push({ id, label, remove: clearing(patch) });

  if (state.text) add('text', `Search: ${state.text}`, () => ({ text: '' }));
  if (state.min !== DEFAULT_STATE.min || state.max !== DEFAULT_STATE.max) {
    add('price', `Price: ${priceLabel(state.min, state.max)}`, () => ({
      min: DEFAULT_STATE.min,
      max: DEFAULT_STATE.max,
    }));
  }
  if (state.availability) {
    add('availability', `Availability: ${AVAILABILITY_LABELS[state.availability]}`, () => ({ availability: null }));
  }
  if (state.colour) add('colour', `Colour: ${state.colour}`, () => ({ colour: null }));
  if (state.size) add('size', `Size: ${state.size}`, () => ({ size: null }));
  for (const brand of state.brands) {
    add(`brand:${brand}`, `Brand: ${brand}`, (s) => ({ brands: without(s.brands, brand) }));
  }
  for (const collection of state.collections) {
    add(`collection:${collection}`, `Collection: ${collection}`, (s) => ({
      collections: without(s.collections, collection),
    }));
  }
  if (state.sale) add('sale', 'Sale items only', () => ({ sale: false }));
  return chips;
}
