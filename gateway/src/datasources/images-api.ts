import {
  MAX_ORDER_ID_LENGTH,
  passwordCheckHeaders,
  type Locale,
  type PasswordCheckRequester,
  type StoreContact,
} from '@store/domain';
import type { CatalogueSnapshot, PageTextModel, ProductModel, TestimonialModel } from '../catalog/models.ts';
import { LEGACY_TESTIMONIALS } from '../catalog/testimonials.ts';
import type { CustomerModel } from '../customers/models.ts';
import { UpstreamError } from '../errors.ts';
import type { OrderModel, OrderSummaryModel } from '../orders/models.ts';
import type { CallOptions, UpstreamClient } from './http.ts';
import { legacyAnswer, optionalText, record, text, type LegacyAnswer } from './wire.ts';
import { parseCatalogue, parseProducts, parseTestimonials } from './wire-catalogue.ts';
import { parseCustomer } from './wire-customer.ts';
import { parseOrder, parseOrderSummaries } from './wire-order.ts';
import { parsePageTexts } from './wire-page-texts.ts';
import { LEGACY_STORE_CONTACT, parseStoreContact } from './wire-store-contact.ts';

/** The legacy order payload's `info` (spec §3). */
export interface OrderInfoPayload {
  email: string;
  name: string;
  lname: string;
  phone: string;
  whatsapp: string;
  emirate: string;
  postal: string;
  flat_no: string;
  building_name: string;
  area: string;
  street: string;
  note: string;
  paymentmethod: string;
}

export interface OrderLinePayload {
  id: string;
  title: string;
  quantity: number;
  ssize: string;
  scolor: string;
}

/** The images/ REST API: catalogue, customers and orders (spec §7). */
export class ImagesApi {
  constructor(private readonly client: UpstreamClient) {}

  async catalogue(): Promise<CatalogueSnapshot> {
    const [products, collections, banners, topPicks] = await Promise.all([
      this.client.callOk('images/all-products/'),
      this.client.callOk('images/collects/'),
      this.client.callOk('images/banners/'),
      this.client.callOk('images/top-picks/'),
    ]);
    // After the others: an upstream that fails them is not called once more (each failure counts in its breaker).
    const [testimonials, storeContact, pageTexts] = await Promise.all([
      this.testimonials(),
      this.storeContact(),
      this.pageTexts(),
    ]);
    return parseCatalogue({ products, collections, banners, topPicks, testimonials, storeContact, pageTexts });
  }

  /** The bundled backend's rewritten page texts; a legacy images API has none (404): the shop's own wording. */
  private async pageTexts(): Promise<PageTextModel[]> {
    const response = await this.client.call('images/page-texts/');
    if (response.status === 404) return [];
    if (response.status !== 200) {
      throw new UpstreamError('UPSTREAM_ERROR', this.client.name, `GET images/page-texts/ answered ${response.status}`);
    }
    return parsePageTexts(response.body);
  }

  /** The bundled backend's store contact (from the shop's settings); a legacy images API has none (404). */
  private async storeContact(): Promise<StoreContact> {
    const response = await this.client.call('images/store-contact/');
    if (response.status === 404) return LEGACY_STORE_CONTACT;
    if (response.status !== 200) {
      throw new UpstreamError(
        'UPSTREAM_ERROR',
        this.client.name,
        `GET images/store-contact/ answered ${response.status}`,
      );
    }
    return parseStoreContact(response.body);
  }

  /** The bundled backend's testimonials; a legacy images API has none (404, or not a list): the spec's three. */
  private async testimonials(): Promise<TestimonialModel[]> {
    const response = await this.client.call('images/testimonials/');
    const legacy = response.status === 404 || (response.status === 200 && !Array.isArray(response.body));
    if (legacy) return LEGACY_TESTIMONIALS.map((testimonial) => ({ ...testimonial }));
    if (response.status < 200 || response.status > 299) {
      throw new UpstreamError(
        'UPSTREAM_ERROR',
        this.client.name,
        `GET images/testimonials/ answered ${response.status}`,
      );
    }
    return parseTestimonials(response.body);
  }

  /**
   * A number that changes with every change the shop shows (images/catalogue-version/, bundled backend only),
   * or null when the upstream has none (a legacy images API: 404).
   */
  async catalogueVersion(): Promise<string | null> {
    const response = await this.client.call('images/catalogue-version/');
    if (response.status === 404) return null;
    const version = record(response.body).version;
    if (response.status !== 200 || (typeof version !== 'number' && typeof version !== 'string')) {
      throw new UpstreamError(
        'UPSTREAM_ERROR',
        this.client.name,
        `GET images/catalogue-version/ answered ${response.status}`,
      );
    }
    return String(version);
  }

  async product(id: string): Promise<ProductModel | null> {
    // Upstream product ids are positive whole numbers (it answers 400 to any other): no other id names a product.
    if (!/^[1-9]\d{0,9}$/.test(id)) return null;
    const body = await this.client.callOk(`images/product/${encodeURIComponent(id)}/`);
    return parseProducts(body)[0] ?? null;
  }

  private async post(
    path: string,
    body: unknown,
    options: Omit<CallOptions, 'method' | 'body'> = {},
  ): Promise<LegacyAnswer> {
    return legacyAnswer(await this.client.callOk(path, { ...options, method: 'POST', body }));
  }

  /** A 503 is the backend refusing work while busy: the password was not checked (`busy`). */
  async login(
    email: string,
    password: string,
    requester: PasswordCheckRequester,
  ): Promise<{ customer: CustomerModel } | { message: string } | { busy: true }> {
    const response = await this.client.call('images/login/', {
      method: 'POST',
      body: { email, password, agree_checkbox: true },
      headers: passwordCheckHeaders(requester),
    });
    if (response.status === 503) return { busy: true };
    if (response.status < 200 || response.status > 299) {
      throw new UpstreamError('UPSTREAM_ERROR', 'images', `POST images/login/ answered ${response.status}`);
    }
    const answer = legacyAnswer(response.body);
    if (!answer.ok) return { message: answer.message };
    return { customer: parseCustomer(answer.raw.data, email) };
  }

  register(input: Record<string, unknown>): Promise<LegacyAnswer> {
    return this.post('images/customers/', input);
  }

  updateProfile(input: { fname: string; lname: string; email: string; phone: string; whatsapp: string }) {
    return this.post('images/customer-update/', input);
  }

  changePassword(input: { email: string; oldPassword: string; newPassword: string }) {
    return this.post('images/change-password/', input);
  }

  async requestPasswordReset(email: string): Promise<LegacyAnswer> {
    return legacyAnswer(await this.client.callOk(`images/forgot-password/${encodeURIComponent(email)}`));
  }

  /** The answer, and whose password it was when the backend says so (the bundled one does). */
  async resetPassword(input: { token: string; newPassword: string }): Promise<LegacyAnswer & { email: string | null }> {
    const answer = await this.post('images/reset-password/', input);
    return { ...answer, email: optionalText(record(answer.raw.data).email)?.toLowerCase() ?? null };
  }

  async placeOrder(
    payload: {
      info: OrderInfoPayload;
      cartProducts: OrderLinePayload[];
      loginUser: string;
      /** Judged by the upstream; a legacy one ignores it. */
      discountCode: string | null;
      /** The checkout page's language ('en', 'ar'): the order's mails are in it. A legacy upstream ignores it. */
      language: Locale;
    },
    idempotencyKey: string,
  ): Promise<{ orderId: string; order: OrderModel | null } | { message: string }> {
    // The upstream answers a repeated key with the first order, so a send whose answer was lost may be repeated.
    const answer = await this.post(
      'images/Orders/',
      { ...payload, totalPrice: 0, discounts: [] },
      { headers: { 'idempotency-key': idempotencyKey }, idempotent: true },
    );
    const orderId = text(answer.raw.order_id);
    if (!answer.ok || !orderId) return { message: answer.message };
    // The bundled backend answers with the order as order-tracking shows it; a legacy one with its id alone.
    const order = answer.raw.order_info ? parseOrder({ order_id: orderId, order_info: answer.raw.order_info }) : null;
    return { orderId, order: order?.id === orderId ? order : null };
  }

  async ordersOf(email: string): Promise<OrderSummaryModel[]> {
    return parseOrderSummaries(await this.client.callOk(`images/order-details/${encodeURIComponent(email)}`));
  }

  async order(id: string): Promise<OrderModel | null> {
    if (id.length > MAX_ORDER_ID_LENGTH) return null;
    const body = await this.client.callOk(`images/order-tracking/${encodeURIComponent(id)}/`);
    const rows = Array.isArray(body) ? body : [];
    return rows.length ? parseOrder(rows[0]) : null;
  }
}
