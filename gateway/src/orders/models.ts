import type { OrderStatus } from '@store/domain';
import type { LanguageValue } from '../customers/language.ts';

/** The gateway's order model: what `datasources/images-api.ts` makes of the upstream `order_info`. */
export interface OrderItemModel {
  productId: string | null;
  title: string;
  imageSrc: string;
  unitPrice: number;
  size: string;
  colour: string;
  quantity: number;
}

export interface OrderEventModel {
  status: OrderStatus;
  at: string;
  courier: string | null;
  trackingNumber: string | null;
}

export interface OrderModel {
  id: string;
  status: OrderStatus;
  placedAt: string;
  paymentMode: string;
  estimatedDelivery: string;
  shippingAddress: string;
  contact: { email: string; phone: string | null; whatsapp: string | null };
  timeline: OrderEventModel[];
  items: OrderItemModel[];
  /** AED. */
  total: number;
  /** AED: the bulk discount. */
  discount: number;
  /** The discount code as the shop wrote it, and what it took off (AED). */
  discountCode: string | null;
  codeDiscount: number;
  cancelReason: string | null;
  /** The language of the checkout it was placed from; EN for an upstream that keeps none. */
  language: LanguageValue;
}

export interface OrderSummaryModel {
  id: string;
  placedAt: string;
  status: OrderStatus;
  total: number;
}
