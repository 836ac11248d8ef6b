import {
  ADMIN_PAGE_SIZE_DEFAULT,
  BULK_ORDERS_MAX,
  CANCEL_REASONS,
  COLLECTIONS,
  DASHBOARD_DAYS,
  DASHBOARD_PERIODS,
  MAX_BANNERS,
  PRODUCT_OPTIONS_MAX,
  COLOURS,
  EMIRATES,
  ITEMS_PER_PAGE,
  MAX_TESTIMONIALS,
  MAX_ORDER_LINES,
  MAX_RETURNS_PER_ORDER,
  OPENING_HOURS_MAX_LINES,
  PROMOTION_COLLECTIONS_MAX,
  PROMOTION_PRODUCTS_MAX,
  PROMO_MESSAGES_MAX_LINES,
  ORDER_STATUSES,
  PHOTO_VIEWS,
  SEARCH_INITIAL_COUNT,
  SIZES,
  TOP_PICKS_LIMIT,
} from '@store/domain';
import { PAGE_TEXTS_MAX_PER_PAGE } from '@store/domain/page-texts';
import { ADMIN_PAGE_MAX } from '../admin/lists.ts';

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
/** A photo's copies: four widths in three formats. */
const PHOTO_COPIES = 12;
/** The back office's members: a small shop's team, with room to spare. */
const STAFF_MEMBERS = 50;
/** One customer's orders; the list has no paging, so a generous count. */
const ORDERS_OF_CUSTOMER = 50;

/** Every list field of the schema, by schema coordinate; `query-cost-before-resolvers.test.ts` fails on one missing here. */
export const LIST_SIZES: Readonly<Record<string, ListSize>> = {
  'StoreInfo.emirates': EMIRATES.length,
  'StoreInfo.cancelReasons': CANCEL_REASONS.length,
  'StoreContact.openingHours': OPENING_HOURS_MAX_LINES,
  'ActionPayload.errors': USER_ERRORS,
  'LoginPayload.errors': USER_ERRORS,
  'CustomerPayload.errors': USER_ERRORS,
  'PlaceOrderPayload.errors': USER_ERRORS,
  'CancelOrderPayload.errors': USER_ERRORS,

  'Query.productsById': (args) => lengthOf(args.ids),
  'Query.topPicks': (args) => sizeOf(args.limit, TOP_PICKS_LIMIT),
  'Query.collections': COLLECTION_COUNT,
  'Query.banners': BANNER_COUNT,
  'Query.testimonials': MAX_TESTIMONIALS,
  'ProductPage.items': 'page',
  'SearchResult.items': 'page',
  'Product.related': (args) => sizeOf(args.limit, 8),
  'Product.images': PHOTO_VIEWS.length * COLOURS.length, // a photo or the generated art per view and colour
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
  'OrderReturns.lines': MAX_ORDER_LINES,
  'ReturnableLine.exchangeOptions': SIZES.length * COLOURS.length,
  // The backend takes at most MAX_RETURNS_PER_ORDER requests per order (return-request.service.ts).
  'OrderReturns.returns': MAX_RETURNS_PER_ORDER,
  'OrderReturn.lines': MAX_ORDER_LINES,
  'OrderReturn.timeline': 7,
  'CartQuote.lines': 'page',
  'CartQuote.problems': 'page',

  'StaffSignInPayload.errors': USER_ERRORS,
  'SecondFactorSetupPayload.errors': USER_ERRORS,
  'Query.staffMembers': STAFF_MEMBERS,
  'Query.auditLog': (args) => sizeOf(args.pageSize, 50),
  'AdminCustomerPage.items': 'page',
  'AdminCustomerDetail.orders': ORDERS_OF_CUSTOMER,
  'ContactMessagePage.items': 'page',
  'NewsletterSubscriberPage.items': 'page',
  'AdminOrderPage.items': 'page',
  'OutgoingMailPage.items': 'page',
  'AdminProductPage.items': 'page',
  'StockMovementPage.items': 'page',
  'LowStockPage.items': 'page',
  'AdminProduct.care': CARE_LINES,
  'AdminProduct.sizes': PRODUCT_OPTIONS_MAX,
  'AdminProduct.colours': PRODUCT_OPTIONS_MAX,
  'AdminProduct.variants': PRODUCT_OPTIONS_MAX * PRODUCT_OPTIONS_MAX,
  'AdminProduct.photos': PRODUCT_OPTIONS_MAX * PHOTO_VIEWS.length,
  // One upload waits per colour and view: a newer one replaces it.
  'AdminProduct.photoUploads': PRODUCT_OPTIONS_MAX * PHOTO_VIEWS.length,
  'ProductPhoto.variants': PHOTO_COPIES,
  'AdminProductPayload.errors': USER_ERRORS,
  'AdjustStockPayload.errors': USER_ERRORS,
  'Query.adminCollections': COLLECTION_COUNT,
  'Query.adminBanners': MAX_BANNERS,
  'Query.adminTestimonials': MAX_TESTIMONIALS,
  'ContentPayload.collections': COLLECTION_COUNT,
  'ContentPayload.banners': MAX_BANNERS,
  'ContentPayload.testimonials': MAX_TESTIMONIALS,
  'ContentPayload.errors': USER_ERRORS,
  'RequestReturnPayload.errors': USER_ERRORS,
  'RetryMailPayload.errors': USER_ERRORS,
  'Dashboard.periods': DASHBOARD_PERIODS.length,
  'Dashboard.daily': DASHBOARD_DAYS,
  'AdminOrder.items': MAX_ORDER_LINES,
  'AdminOrder.timeline': 2 * ORDER_STATUSES.length,
  'AdminOrder.transitions': ORDER_STATUSES.length,
  'PackingSlip.items': MAX_ORDER_LINES,
  'TaxInvoice.lines': MAX_ORDER_LINES,
  'AdminOrderPayload.errors': USER_ERRORS,
  'BulkOrdersPayload.results': BULK_ORDERS_MAX,
  'BulkOrdersPayload.errors': USER_ERRORS,
  'TaxInvoicePayload.errors': USER_ERRORS,
  'ShopSettings.openingHours': OPENING_HOURS_MAX_LINES,
  'ShopSettingsPayload.errors': USER_ERRORS,
  'ShopSettings.promoMessages': PROMO_MESSAGES_MAX_LINES,
  'StoreOffers.promoMessages': PROMO_MESSAGES_MAX_LINES,
  'PromotionPage.items': 'page',
  'PromotionDetail.usage': 'page',
  'Promotion.productIds': PROMOTION_PRODUCTS_MAX,
  'Promotion.collections': PROMOTION_COLLECTIONS_MAX,
  'PromotionPayload.errors': USER_ERRORS,
  'AdminReturnPage.items': 'page',
  'AdminReturn.lines': MAX_ORDER_LINES,
  'AdminReturn.timeline': 7,
  'AdminReturnPayload.errors': USER_ERRORS,
  'TaxCreditNote.lines': MAX_ORDER_LINES,
  // Content in the page's language (issue 21): the names of a type's text fields, and their Arabic.
  'Product.fallbackFields': 5,
  'Collection.fallbackFields': 3,
  'Banner.fallbackFields': 4,
  'Testimonial.fallbackFields': 3,
  'StoreContact.fallbackFields': 3,
  'StoreOffers.fallbackFields': 1,
  'AdminProduct.careAr': CARE_LINES,
  'AdminProduct.arabicMissing': 5,
  'AdminProductSummary.arabicMissing': 5,
  'AdminCollection.arabicMissing': 3,
  'AdminBanner.arabicMissing': 4,
  'AdminTestimonial.arabicMissing': 3,
  'ShopSettings.openingHoursAr': OPENING_HOURS_MAX_LINES,
  'ShopSettings.promoMessagesAr': PROMO_MESSAGES_MAX_LINES,
  'Query.pageTexts': PAGE_TEXTS_MAX_PER_PAGE,
  'Query.adminPageTexts': PAGE_TEXTS_MAX_PER_PAGE,
  'PageTextsPayload.pageTexts': PAGE_TEXTS_MAX_PER_PAGE,
  'PageTextsPayload.errors': USER_ERRORS,
  // The values and tags of one text's shipped wording: two at most today.
  'AdminPageText.values': 8,
  'AdminPageText.tags': 8,
};

/** Fields returning one object whose 'page' lists are sized by this field's arguments. */
function adminPage(args: Args): number {
  return Math.min(sizeOf(args.pageSize, ADMIN_PAGE_SIZE_DEFAULT), ADMIN_PAGE_MAX);
}

export const PAGE_SIZES: Readonly<Record<string, (args: Args) => number>> = {
  'Query.products': (args) => sizeOf(args.pageSize, ITEMS_PER_PAGE),
  'Query.search': (args) => sizeOf(args.first, SEARCH_INITIAL_COUNT),
  'Query.cartQuote': (args) => lengthOf(args.lines),
  // Back-office lists: the resolvers ask for at most ADMIN_PAGE_MAX a page.
  'Query.adminCustomers': adminPage,
  'Query.contactMessages': adminPage,
  'Query.newsletterSubscribers': adminPage,
  'Query.adminOrders': adminPage,
  'Query.outgoingMails': adminPage,
  'Query.adminProducts': adminPage,
  'Query.stockHistory': adminPage,
  'Query.lowStock': adminPage,
  'Query.promotions': adminPage,
  'Query.promotion': adminPage,
  'Query.adminReturns': adminPage,
};

/** For a list field missing from LIST_SIZES (the test above keeps this from happening). */
export const DEFAULT_LIST_SIZE = 10;
