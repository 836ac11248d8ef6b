/** Business constants of the storefront (spec §9). Every service imports them from here. */

export const CURRENCY = 'AED';

/** The ten colours of the filter palette, in the spec's order. */
export const COLOURS = ['Pink', 'Red', 'Beige', 'Orange', 'Green', 'Black', 'White', 'Purple', 'Grey', 'Blue'] as const;
export type Colour = (typeof COLOURS)[number];

/** Sizes in display order. */
/** The one size that is words, not a label's code (S, M, XL…). */
export const FREE_SIZE = 'Free Size';
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', FREE_SIZE] as const;
export type Size = (typeof SIZES)[number];

/** The store's own collections (graphic T-shirt themes). */
export const COLLECTIONS = ['Racing', 'JDM', 'Bike', 'Car', 'Titan'] as const;

export const EMIRATES = [
  'Abu Dhabi',
  'Dubai',
  'Sharjah',
  'Ajman',
  'Umm Al Quwain',
  'Ras Al Khaimah',
  'Fujairah',
] as const;
export type Emirate = (typeof EMIRATES)[number];

export const CANCEL_REASONS = [
  'Size has been Incorrect',
  'Order has been placed incorrectly',
  'Wrong Item has been selected',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** Cash on delivery is the only payment method. */
export const PAYMENT_METHOD = 'Cash on Delivery';

/** Shipping is free (product-launch offer). */
export const SHIPPING_COST_FILS = 0;

/** Bulk discount: floor(N / 2) × 20 AED for a total quantity N ≥ 2. */
export const BULK_DISCOUNT_PER_PAIR_FILS = 2000;
export const BULK_DISCOUNT_MIN_QUANTITY = 2;

export const DEFAULT_QUANTITY = 1;
/** Maximum quantity of a cart line when the stock is not known. */
export const MAX_QUANTITY = 10;
/** Sanity bound on one order line; the stock is the real limit. */
export const MAX_LINE_QUANTITY = 100;
/** Sanity bound on the number of lines in one order. */
export const MAX_ORDER_LINES = 50;
/** Lines a cart can hold: every line becomes an order line, so the same bound (the gateway refuses more). */
export const MAX_CART_LINES = MAX_ORDER_LINES;
/** Product ids the wishlist, and the compare list, can hold (the gateway refuses more ids in one request). */
export const MAX_WISHLIST_ITEMS = 100;
/** No order id is longer (the store makes 14 characters); a longer one is answered as unknown, never looked up. */
export const MAX_ORDER_ID_LENGTH = 64;
/** The 'Quantity: (Available Stock : n)' line shows at or below this stock. */
export const LOW_STOCK_THRESHOLD = 10;

export const PRICE_FILTER_MIN = 10;
export const PRICE_FILTER_MAX = 450;
export const PRICE_FILTER_DEFAULT_MIN = 20;
export const PRICE_FILTER_DEFAULT_MAX = 300;

export const ITEMS_PER_PAGE = 6;
export const DEFAULT_LAYOUT_COLUMNS = 4;

export const SORT_OPTIONS = [
  'Sort by (Default)',
  'Title Ascending',
  'Title Descending',
  'Price Ascending',
  'Price Descending',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Product page defaults when a product lists no colour or size. */
export const DEFAULT_COLOUR = 'gray';
export const DEFAULT_SIZE = 'L';

export const ESTIMATED_DELIVERY_TEXT = '1 - 3 days (UAE)';
/** edeleivery is the order date (Dubai calendar) plus this many days. */
export const ESTIMATED_DELIVERY_DAYS = 3;
/** Dubai is UTC+4 all year (no daylight saving). */
export const DUBAI_UTC_OFFSET_MINUTES = 240;
export const RETURN_WINDOW_DAYS = 7;
export const EXCHANGE_WINDOW_DAYS = 7;
export const REFUND_BUSINESS_DAYS = '7-10';
export const SUPPORT_REPLY_HOURS = 24;

export const TOP_PICKS_LIMIT = 4;
export const SEARCH_INITIAL_COUNT = 8;
export const SEARCH_LOAD_MORE_COUNT = 4;
export const SEARCH_LOAD_MORE_DELAY_MS = 1000;
export const MESSAGE_DURATION_MS = 2000;
export const SCROLL_TOP_THRESHOLD_PX = 500;
export const HEADER_BACKGROUND_THRESHOLD_PX = 100;
export const HEADER_HIDE_OFFSET_PX = 185;
export const IMAGE_ZOOM_FACTOR = 2;
export const PRODUCT_IMAGE_WIDTH = 600;
export const PRODUCT_IMAGE_HEIGHT = 800;
export const SLIDESHOW_HEIGHT_PX = 803;
export const SLIDESHOW_IMAGE_WIDTH = 1920;
export const CAROUSEL_SPEED_MS = 300;
export const NEWSLETTER_OFFER_PERCENT = 10;
export const COMING_SOON_COUNTDOWN_SECONDS = 1007500;
export const LIVE_VIEWERS_MIN = 1;
export const LIVE_VIEWERS_MAX = 10;

/** Carousel slides per view, keyed by the minimum viewport width in px. */
export const CAROUSEL_BREAKPOINTS = {
  collections: { 0: 1, 668: 2, 1024: 3 },
  topPicks: { 0: 2, 768: 3, 1200: 4 },
  testimonials: { 0: 1, 752: 2, 1200: 3 },
  benefits: { 0: 1, 576: 2, 768: 3, 1200: 4 },
  relatedProducts: { 0: 2, 768: 3, 1200: 4 },
} as const;

/**
 * Gaps between carousel slides in px, keyed by the minimum viewport width in px (spec §9 gives 15/30 px): 15 px
 * on phones, 30 px from tablet width up; the collections carousel keeps 15 px until it shows three cards.
 */
export const CAROUSEL_GAPS = {
  default: { 0: 15, 768: 30 },
  collections: { 0: 15, 1024: 30 },
} as const;

/** Passwords: a minimum a real store needs (the spec sets none). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
