import {
  BULK_ORDERS_MAX,
  DEFAULT_SHOP_SETTINGS,
  ORDER_PAGE_SIZE_DEFAULT,
  SHOP_CANCEL_REASON_MAX,
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
// The back office's catalogue, content, customers and messages (issue 10).
import { PHOTO_VIEWS, PRODUCT_CARE_LINES_MAX, STOCK_NOTE_MAX } from '@store/domain';
import { ADMIN_PAGE_MAX } from '../admin/lists.ts';

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

/** A product with every size and colour, ten care lines and a starting stock for each variant. */
const productInput = {
  title: 'Drift King Tee',
  description: 'x'.repeat(2000),
  price: 89.5,
  oldPrice: 120,
  collection: 'JDM',
  brand: 'Redline Co.',
  hotSale: true,
  topPick: true,
  care: Array.from({ length: PRODUCT_CARE_LINES_MAX }, (_, index) => `Care line ${index + 1}`),
  composition: '100% cotton',
  origin: 'Made in the UAE',
  sizes: [...SIZES],
  colours: [...COLOURS],
  stock: SIZES.flatMap((size) => COLOURS.map((colour) => ({ size, colour, quantity: 24 }))),
};
const adminList = { page: 2, pageSize: ADMIN_PAGE_MAX };
const banner = {
  alt: 'A racing car',
  heading: 'Built for<br>the track',
  text: 'New tees',
  buttonText: 'Shop now',
  position: 1,
};
const testimonial = {
  author: 'Omar',
  text: 'Great fit',
  product: 'Drift King Tee',
  price: 89.5,
  stars: 5,
  position: 1,
};

/**
 * The variables each web operation is sent with, at the largest a real client sends: a full cart, a full
 * wishlist (every productsById list at the gateway's cap), every filter value ticked. A new web operation
 * needs an entry here, so its cost is checked against the budget.
 */
export const WEB_OPERATION_VARIABLES: Readonly<Record<string, Record<string, unknown>>> = {
  Logout: {},
  CurrentCustomer: {},
  Layout: {},
  LayoutCustomer: {},
  StoreContact: {},
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
  OrderConfirmation: { id: '261122K7Q2M9XR' },
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
  HomePage: {},
  HomeCollections: {},
  HomeTestimonials: {},
  HomeProducts: { productCount: HOME_PRODUCT_COUNT },
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
  AuditLog: { before: '2026-11-23T10:00:00.000Z', beforeId: '0b8c4c1e-8f0e-4f61-9d7a-3c0f1d2e4a5b', pageSize: 100 },

  // The back office's dashboard, orders and settings (web/src/admin/features/{dashboard,orders,settings}).
  DashboardPage: {},
  OrderListPage: {
    status: 'PLACED',
    from: '2026-10-01',
    to: '2026-11-30',
    emirate: 'DUBAI',
    q: 'aisha@example.ae',
    page: 2,
    pageSize: ORDER_PAGE_SIZE_DEFAULT,
  },
  MarkOrdersPacked: { ids: Array.from({ length: BULK_ORDERS_MAX }, (_, index) => `26112${index}K7Q2M9XR`) },
  OrderPage: { id: '261122K7Q2M9XR' },
  SetOrderStatus: { id: '261122K7Q2M9XR', status: 'DISPATCHED', courier: 'Aramex', trackingNumber: 'AX123456789' },
  CancelOrderByShop: { id: '261122K7Q2M9XR', reason: 'x'.repeat(SHOP_CANCEL_REASON_MAX) },
  RecordCashCollected: { id: '261122K7Q2M9XR' },
  PackingSlipSheet: { id: '261122K7Q2M9XR' },
  IssueTaxInvoice: { orderId: '261122K7Q2M9XR' },
  SettingsPage: {},
  UpdateShopSettings: { input: { ...DEFAULT_SHOP_SETTINGS } },

  // The back office's products, collections, customers and messages (web/src/admin/features/{products,content,
  // customers,messages}); every list at the gateway's page cap.
  AdminProducts: { q: 'racing tee', collection: 'Racing', hidden: true, ...adminList },
  LowStock: adminList,
  AdminProduct: { id: '12' },
  CreateProduct: { input: productInput },
  UpdateProduct: { id: '12', input: productInput },
  SetProductHidden: { id: '12', hidden: true },
  DeleteProductPhoto: { productId: '12', photoId: 'photo-1' },
  ReorderProductPhotos: { productId: '12', photoIds: ids(COLOURS.length * PHOTO_VIEWS.length) },
  AdjustStock: {
    input: {
      productId: '12',
      size: 'M',
      colour: 'Black',
      delta: -3,
      reason: 'DAMAGED',
      note: 'x'.repeat(STOCK_NOTE_MAX),
    },
  },
  ProductStockHistory: { productId: '12', ...adminList },
  CollectionsPage: {},
  UpdateCollection: {
    name: 'Racing',
    input: { heading: 'Racing', description: 'Track tees', lookbookProductId: '12', position: 1 },
  },
  CreateBanner: { input: banner },
  UpdateBanner: { id: '3', input: banner },
  DeleteBanner: { id: '3' },
  RemoveBannerImage: { id: '3' },
  RemoveCollectionImage: { name: 'JDM' },
  CreateTestimonial: { input: testimonial },
  UpdateTestimonial: { id: '4', input: testimonial },
  DeleteTestimonial: { id: '4' },
  AdminCustomers: { q: 'aisha', ...adminList },
  AdminCustomer: { email: 'aisha@example.ae' },
  SendCustomerPasswordReset: { email: 'aisha@example.ae' },
  InboxPage: { status: 'UNREAD', ...adminList },
  SetContactMessageStatus: { id: 'message-1', status: 'ANSWERED' },
  NewsletterPage: { q: 'example.ae', ...adminList },
  RemoveNewsletterSubscriber: { email: 'aisha@example.ae' },
  MailOutbox: { status: 'FAILED', ...adminList },
  MailDetail: { id: 'mail-1' },
  RetryMail: { id: 'mail-1' },
};
