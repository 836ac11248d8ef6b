import {
  COLOURS,
  DEFAULT_LAYOUT_COLUMNS,
  PRICE_FILTER_DEFAULT_MAX,
  PRICE_FILTER_DEFAULT_MIN,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  SIZES,
} from '@store/domain';
import type { Availability, ProductSort } from '@/__generated__/graphql.ts';

export type LayoutColumns = 1 | 2 | 3 | 4 | 5;

/** The shop's filter, sort, page and layout: everything the query string carries (spec §3 "Filter state"). */
export interface ShopState {
  min: number;
  max: number;
  availability: Availability | null;
  colour: string | null;
  size: string | null;
  brands: string[];
  collections: string[];
  sale: boolean;
  text: string;
  sort: ProductSort;
  page: number;
  layout: LayoutColumns;
}

/** In the order of SORT_OPTIONS ('Sort by (Default)', 'Title Ascending', …). */
export const SORTS: readonly ProductSort[] = ['DEFAULT', 'TITLE_ASC', 'TITLE_DESC', 'PRICE_ASC', 'PRICE_DESC'];
export const AVAILABILITIES: readonly Availability[] = ['IN_STOCK', 'OUT_OF_STOCK'];
const MAX_TEXT_LENGTH = 100;

export const DEFAULT_STATE: Readonly<ShopState> = Object.freeze({
  min: PRICE_FILTER_DEFAULT_MIN,
  max: PRICE_FILTER_DEFAULT_MAX,
  availability: null,
  colour: null,
  size: null,
  brands: [],
  collections: [],
  sale: false,
  text: '',
  sort: 'DEFAULT',
  page: 1,
  layout: DEFAULT_LAYOUT_COLUMNS as LayoutColumns,
});

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  if (raw === null) return null;
  const wanted = raw.trim().toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted) ?? null;
}

function integerIn(raw: string | null, min: number, max: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/** Trimmed, non-empty, each value once (case-insensitively), in first-seen order. */
function distinct(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    if (value === '' || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    result.push(value);
  }
  return result;
}

function priceFrom(params: URLSearchParams): { min: number; max: number } {
  const min = integerIn(params.get('min'), PRICE_FILTER_MIN, PRICE_FILTER_MAX) ?? DEFAULT_STATE.min;
  const max = integerIn(params.get('max'), PRICE_FILTER_MIN, PRICE_FILTER_MAX) ?? DEFAULT_STATE.max;
  return min <= max ? { min, max } : { min: DEFAULT_STATE.min, max: DEFAULT_STATE.max };
}

/** Reads the query string; a missing or invalid value falls back to its default. */
export function parseShopState(params: URLSearchParams): ShopState {
  return {
    ...priceFrom(params),
    availability: oneOf(AVAILABILITIES, params.get('availability')),
    colour: oneOf(COLOURS, params.get('colour')),
    size: oneOf(SIZES, params.get('size')),
    brands: distinct(params.getAll('brand')),
    collections: distinct(params.getAll('collection')),
    sale: ['1', 'true'].includes(params.get('sale') ?? ''),
    text: (params.get('text') ?? '').trim().slice(0, MAX_TEXT_LENGTH),
    sort: oneOf(SORTS, params.get('sort')) ?? DEFAULT_STATE.sort,
    page: integerIn(params.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? 1,
    layout: (integerIn(params.get('layout'), 1, 5) ?? DEFAULT_STATE.layout) as LayoutColumns,
  };
}

/** Writes only what differs from the defaults, so the plain shop has a plain URL. */
export function toSearchParams(state: ShopState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.text) params.set('text', state.text);
  for (const collection of state.collections) params.append('collection', collection);
  for (const brand of state.brands) params.append('brand', brand);
  if (state.colour) params.set('colour', state.colour);
  if (state.size) params.set('size', state.size);
  if (state.availability) params.set('availability', state.availability);
  if (state.sale) params.set('sale', '1');
  if (state.min !== DEFAULT_STATE.min) params.set('min', String(state.min));
  if (state.max !== DEFAULT_STATE.max) params.set('max', String(state.max));
  if (state.sort !== DEFAULT_STATE.sort) params.set('sort', state.sort);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.layout !== DEFAULT_STATE.layout) params.set('layout', String(state.layout));
  return params;
}

/** '?colour=Black&page=2', or '' for the defaults. */
export function toSearch(state: ShopState): string {
  const query = toSearchParams(state).toString();
  return query ? `?${query}` : '';
}

/** Any change to the filters or the sort starts again at page 1. */
function refilter(state: ShopState, patch: Partial<ShopState>): ShopState {
  return { ...state, ...patch, page: 1 };
}

/** Choosing the chosen value again resets it to All. */
function choose<T>(current: T | null, value: T): T | null {
  return current === value ? null : value;
}

function toggle(list: readonly string[], value: string): string[] {
  const wanted = value.toLowerCase();
  return list.some((item) => item.toLowerCase() === wanted)
    ? list.filter((item) => item.toLowerCase() !== wanted)
    : [...list, value];
}

export const chooseColour = (state: ShopState, colour: string) =>
  refilter(state, { colour: choose(state.colour, colour) });
export const chooseSize = (state: ShopState, size: string) => refilter(state, { size: choose(state.size, size) });
export const chooseAvailability = (state: ShopState, availability: Availability) =>
  refilter(state, { availability: choose(state.availability, availability) });
export const toggleBrand = (state: ShopState, brand: string) =>
  refilter(state, { brands: toggle(state.brands, brand) });
export const toggleCollection = (state: ShopState, collection: string) =>
  refilter(state, { collections: toggle(state.collections, collection) });
export const setSale = (state: ShopState, sale: boolean) => refilter(state, { sale });
export const setSort = (state: ShopState, sort: ProductSort) => refilter(state, { sort });
/** Layout does not change the product list, so the page stays. */
export const setLayout = (state: ShopState, layout: LayoutColumns): ShopState => ({ ...state, layout });

/** Clamped into the slider's range, the thumbs never crossed. */
export function setPrice(state: ShopState, min: number, max: number): ShopState {
  const clamp = (value: number) => Math.min(Math.max(Math.round(value), PRICE_FILTER_MIN), PRICE_FILTER_MAX);
  const [low, high] = [clamp(min), clamp(max)].sort((a, b) => a - b) as [number, number];
  return refilter(state, { min: low, max: high });
}

/** Pages outside 1..pageCount are ignored. */
export function goToPage(state: ShopState, page: number, pageCount: number): ShopState {
  if (!Number.isInteger(page) || page < 1 || page > pageCount || page === state.page) return state;
  return { ...state, page };
}

/** Reset Filters and REMOVE ALL clear everything; only the layout, a way of looking, is kept. */
export function resetFilters(state: ShopState): ShopState {
  return { ...DEFAULT_STATE, brands: [], collections: [], layout: state.layout };
}

/** Whether any filter differs from its default (the sort, page and layout are not filters). */
export function hasFilters(state: ShopState): boolean {
  return toSearch({ ...state, sort: DEFAULT_STATE.sort, page: 1, layout: DEFAULT_STATE.layout }) !== '';
}
