import { aedToFils, formatAed } from '@store/domain';
import type { Availability } from '@/__generated__/graphql.ts';
import { colourName, sizeName } from '@/i18n/variant-names.ts';
import type { Translate } from '@/i18n/i18n.tsx';
import type { MessageId } from '@/i18n/message-id.ts';
import { DEFAULT_STATE, type ShopState } from './url-state.ts';

/** The catalogue's words of each availability the filter offers. */
export const AVAILABILITY_LABELS: Readonly<Record<Availability, MessageId>> = {
  IN_STOCK: 'shop.inStock',
  OUT_OF_STOCK: 'shop.outOfStock',
};

/** A chosen filter shown as a removable chip. */
export interface FilterChip {
  /** Unique among the chips, for React keys. */
  id: string;
  label: string;
  /** The state without this filter, back on page 1. */
  remove: (state: ShopState) => ShopState;
}

/** 'AED 20.00 – AED 300.00' ('20.00 – 300.00 د.إ'-like on Arabic pages: each end as the page writes prices). */
export function priceLabel(t: Translate, min: number, max: number): string {
  const aed = (amount: number) => t('price.amount', { amount: formatAed(aedToFils(amount)) });
  return `${aed(min)} – ${aed(max)}`;
}

function clearing(patch: (state: ShopState) => Partial<ShopState>): FilterChip['remove'] {
  return (state) => ({ ...state, ...patch(state), page: 1 });
}

function without(list: readonly string[], value: string): string[] {
  return list.filter((item) => item.toLowerCase() !== value.toLowerCase());
}

/**
 * The chosen filters, in the order of the filter panel, worded in the page's language. `collectionName` names a
 * collection as the page does (its Arabic name on Arabic pages); the filter keeps its English key.
 */
export function filterChips(
  state: ShopState,
  t: Translate,
  collectionName: (collection: string) => string = (collection) => collection,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (id: string, label: string, patch: (state: ShopState) => Partial<ShopState>) =>
    chips.push({ id, label, remove: clearing(patch) });

  if (state.text) add('text', t('chip.search', { text: state.text }), () => ({ text: '' }));
  if (state.min !== DEFAULT_STATE.min || state.max !== DEFAULT_STATE.max) {
    add('price', t('chip.price', { range: priceLabel(t, state.min, state.max) }), () => ({
      min: DEFAULT_STATE.min,
      max: DEFAULT_STATE.max,
    }));
  }
  if (state.availability) {
    const label = t(AVAILABILITY_LABELS[state.availability]);
    add('availability', t('chip.availability', { label }), () => ({ availability: null }));
  }
  if (state.colour) add('colour', t('chip.colour', { colour: colourName(t, state.colour) }), () => ({ colour: null }));
  if (state.size) add('size', t('chip.size', { size: sizeName(t, state.size) }), () => ({ size: null }));
  for (const brand of state.brands) {
    add(`brand:${brand}`, t('chip.brand', { brand }), (s) => ({ brands: without(s.brands, brand) }));
  }
  for (const collection of state.collections) {
    add(`collection:${collection}`, t('chip.collection', { collection: collectionName(collection) }), (s) => ({
      collections: without(s.collections, collection),
    }));
  }
  if (state.sale) add('sale', t('chip.sale'), () => ({ sale: false }));
  return chips;
}
