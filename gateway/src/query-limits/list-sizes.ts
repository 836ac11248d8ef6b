import {
  CANCEL_REASONS,
  COLLECTIONS,
  COLOURS,
  EMIRATES,
  ITEMS_PER_PAGE,
  MAX_ORDER_LINES,
  ORDER_STATUSES,
  SEARCH_INITIAL_COUNT,
  SIZES,
  TOP_PICKS_LIMIT,
} from '@store/domain';
import { TESTIMONIALS } from '../catalog/testimonials.ts';

export type Args = Record<string, unknown>;

/**
 * How many items a list field can return: a number (a list without size arguments, bounded by what the
 * resolver really returns), a function of the field's own arguments (schema defaults already applied,
 * variables resolved), or 'page' for a list sized by the field above it (products(pageSize) → items).
 */
export type ListSize = number | ((args: Args) => number) | 'page';

/** A list argument's value when given, else the resolver's own default (an explicit null falls back too). */
function sizeOf(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : fallback;
}

function lengthOf(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

/** Form fields a refusal can name at most (ShippingInput has 11). */
const USER_ERRORS = 12;
/** Collections and facet values come from the upstream catalogue: room for twice the store's own. */
const COLLECTION_COUNT = 2 * COLLECTIONS.length;
const BRAND_COUNT = 20;
const BANNER_COUNT = 10;
const HEADING_LINES = 5;
const CARE_LINES = 10;
/** One customer's orders; the list has no paging, so a generous count. */
const ORDERS_OF_CUSTOMER = 50;

/** Every list field of the schema, by schema coordinate; `query-cost.test.ts` fails on one missing here. */
export const LIST_SIZES: Readonly<Record<string, ListSize>> = {
  'StoreInfo.emirates': EMIRATES.length,
  'StoreInfo.cancelReasons': CANCEL_REASONS.length,
  'ActionPayload.errors': USER_ERRORS,
  'LoginPayload.errors': USER_ERRORS,
  'CustomerPayload.errors': USER_ERRORS,
  'PlaceOrderPayload.errors': USER_ERRORS,
  'CancelOrderPayload.errors': USER_ERRORS,

  'Query.productsById': (args) => lengthOf(args.ids),
  'Query.topPicks': (args) => sizeOf(args.limit, TOP_PICKS_LIMIT),
  'Query.collections': COLLECTION_COUNT,
  'Query.banners': BANNER_COUNT,
  'Query.testimonials': TESTIMONIALS.length,
  'ProductPage.items': 'page',
  'SearchResult.items': 'page',
  'Product.related': (args) => sizeOf(args.limit, 8),
  'Product.images': 2 * COLOURS.length, // front and back in each colour
  'Product.colours': COLOURS.length,
  'Product.sizes': SIZES.length,
  'Product.stock': COLOURS.length * SIZES.length,
  'Product.care': CARE_LINES,
  'Banner.headingLines': HEADING_LINES,
  'ProductFacets.colours': COLOURS.length,
  'ProductFacets.sizes': SIZES.length,
  'ProductFacets.brands': BRAND_COUNT,
  'ProductFacets.collections': COLLECTION_COUNT,
  'ProductFacets.availability': 2,

  'Query.myOrders': ORDERS_OF_CUSTOMER,
  'Order.timeline': ORDER_STATUSES.length,
  'Order.items': MAX_ORDER_LINES,
  'CartQuote.lines': 'page',
  'CartQuote.problems': 'page',
};

/** Fields returning one object whose 'page' lists are sized by this field's arguments. */
export const PAGE_SIZES: Readonly<Record<string, (args: Args) => number>> = {
  'Query.products': (args) => sizeOf(args.pageSize, ITEMS_PER_PAGE),
  'Query.search': (args) => sizeOf(args.first, SEARCH_INITIAL_COUNT),
  'Query.cartQuote': (args) => lengthOf(args.lines),
};

/** For a list field missing from LIST_SIZES (the test above keeps this from happening). */
export const DEFAULT_LIST_SIZE = 10;
