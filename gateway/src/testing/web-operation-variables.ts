import {
  COLLECTIONS,
  COLOURS,
  ITEMS_PER_PAGE,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  MAX_WISHLIST_ITEMS,
  SEARCH_INITIAL_COUNT,
  SIZES,
  TOP_PICKS_LIMIT,
} from '@store/domain';
import { HOME_PRODUCT_COUNT } from '../../../web/src/features/home/product-split.ts';

const ids = (count: number) => Array.from({ length: count }, (_, index) => String(index + 1));
const cartLines = ids(MAX_CART_LINES).map((productId) => ({
  productId,
  quantity: MAX_LINE_QUANTITY,
  size: 'M',
  colour: 'Black',
}));
const shipping = {
  firstName: 'Aisha',
  lastName: 'Khan',
  phone: '050 123 4567',
  whatsapp: '050 123 4567',
  emirate: 'DUBAI',
  postalCode: '00000',
  flatNo: '12',
  buildingName: 'Marina Heights',
  area: 'Dubai Marina',
  street: 'Al Marsa Street',
  note: 'Call first',
};
const password = { oldPassword: 'desert-rally-7', newPassword: 'desert-rally-8', confirmPassword: 'desert-rally-8' };

/**
 * The variables each web operation is sent with, at the largest a real client sends: a full cart, a full
 * wishlist (every productsById list at the gateway's cap), every filter value ticked. A new web operation
 * needs an entry here, so its cost is checked against the budget.
 */
export const WEB_OPERATION_VARIABLES: Readonly<Record<string, Record<string, unknown>>> = {
  Logout: {},
  CurrentCustomer: {},
  Layout: {},
  AccountDetails: {},
  CheckoutPage: {},
  ShopPage: {
    filter: {
      price: { min: 10, max: 450 },
      availability: 'IN_STOCK',
      colours: [...COLOURS],
      sizes: [...SIZES],
      brands: ['Apex Threads', 'Redline Co.'],
      collections: [...COLLECTIONS],
      onSale: true,
      text: 'racing tee',
    },
    sort: 'PRICE_ASC',
    page: 2,
    pageSize: ITEMS_PER_PAGE,
    collection: 'Racing',
    inCollection: true,
  },
  MyOrders: { status: 'PLACED' },
  OrderDetails: { id: '261122K7Q2M9XR' },
  ShippingDetails: { id: '261122K7Q2M9XR' },
  OrderTracking: { id: '261122K7Q2M9XR' },
  CancelOrder: { id: '261122K7Q2M9XR', reason: 'SIZE_INCORRECT' },
  Search: { text: 'tee', first: SEARCH_INITIAL_COUNT, after: null },
  Register: {
    input: {
      firstName: 'Aisha',
      lastName: 'Khan',
      email: 'aisha@example.ae',
      phone: '050 123 4567',
      whatsapp: '050 123 4567',
      password: 'desert-rally-7',
      confirmPassword: 'desert-rally-7',
      agreeToTerms: true,
    },
  },
  UpdateProfile: { input: { firstName: 'Aisha', lastName: 'Khan', phone: '050 123 4567', whatsapp: null } },
  ChangePassword: password,
  RequestPasswordReset: { email: 'aisha@example.ae' },
  Login: { email: 'aisha@example.ae', password: 'desert-rally-7', remember: true },
  ResetPassword: { token: 'a-reset-token', newPassword: 'desert-rally-8', confirmPassword: 'desert-rally-8' },
  FooterSubscribeNewsletter: { email: 'aisha@example.ae' },
  SendContactMessage: { name: 'Aisha', email: 'aisha@example.ae', message: 'Hello' },
  CheckoutQuote: { lines: cartLines },
  PlaceOrder: { input: { shipping, lines: cartLines }, idempotencyKey: 'checkout-key-0001' },
  CompareProducts: { ids: ids(MAX_WISHLIST_ITEMS) },
  WishlistProducts: { ids: ids(MAX_WISHLIST_ITEMS) },
  CartProducts: { ids: ids(MAX_WISHLIST_ITEMS) },
  CartSuggestions: { excludeTitles: ids(MAX_CART_LINES).map((id) => `Tee ${id}`) },
  TopPicks: { excludeProductId: '1', excludeTitles: ['Tee 1'], limit: TOP_PICKS_LIMIT },
  HomePage: { productCount: HOME_PRODUCT_COUNT },
  ProductDetail: { id: '1' },
  QuickView: { id: '1' },
  QuickAdd: { id: '1' },

  // The back office (web/src/admin).
  StaffLogout: {},
  StaffMe: {},
  ChangeStaffPassword: password,
  AcceptStaffInvite: { token: 'an-invite-token', password: 'desert-rally-8', confirmPassword: 'desert-rally-8' },
  StaffLogin: { email: 'owner@example.ae', password: 'desert-rally-7', remember: true },
  StaffPage: {},
  InviteStaff: { email: 'packer@example.ae', name: 'Packer', role: 'STAFF' },
  RemoveStaff: { email: 'packer@example.ae' },
  AuditLog: { before: '2026-11-23T10:00:00.000Z', pageSize: 100 },
};
