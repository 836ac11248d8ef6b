/** Queries, shapes and helpers shared by the gateway's order tests. */
import { expect } from 'vitest';
import { seedProducts } from '@store/backend/seed/catalogue';
import type { TestClient } from './test-gateway.ts';

export const ORDER_FIELDS = `
  id status placedAt paymentMode estimatedDelivery shippingAddress
  contact { email phone whatsapp }
  timeline { status at courier trackingNumber }
  items { productId title imageSrc unitPrice size colour quantity lineTotal }
  subtotal discount total cancellable cancelReason
`;

export const PLACE_ORDER = `
  mutation ($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) {
      order { ${ORDER_FIELDS} }
      errors { field message }
    }
  }
`;

export const CANCEL_ORDER = `
  mutation ($id: ID!, $reason: CancelReason!) {
    cancelOrder(id: $id, reason: $reason) {
      order { ${ORDER_FIELDS} }
      errors { field message }
    }
  }
`;

export const ORDER = `query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`;
export const MY_ORDERS = `query ($status: OrderStatus) { myOrders(status: $status) { id placedAt status total } }`;
export const STOCK_FOR = `
  query ($id: ID!, $size: String!, $colour: String!) { product(id: $id) { id stockFor(size: $size, colour: $colour) } }
`;
export const CART_QUOTE = `
  query ($lines: [CartLineInput!]!) {
    cartQuote(lines: $lines) {
      itemCount subtotal discount shipping total
      lines { productId product { id title } size colour quantity unitPrice lineTotal available problem }
      problems { productId size colour quantity available problem }
    }
  }
`;

export const SHIPPING = {
  firstName: 'Aisha',
  lastName: 'Khan',
  phone: '050 123 4567',
  whatsapp: '+971 55 765 4321',
  emirate: 'DUBAI',
  postalCode: '00000',
  flatNo: '1203',
  buildingName: 'Marina Heights',
  area: 'Dubai Marina',
  street: 'Al Marsa Street',
  note: 'Please call before delivery',
};

export interface OrderLine {
  productId: string;
  quantity: number;
  size?: string;
  colour?: string;
}

export interface OrderView {
  id: string;
  status: string;
  placedAt: string;
  paymentMode: string;
  estimatedDelivery: string;
  shippingAddress: string;
  contact: { email: string; phone: string | null; whatsapp: string | null };
  timeline: { status: string; at: string; courier: string | null; trackingNumber: string | null }[];
  items: {
    productId: string;
    title: string;
    imageSrc: string;
    unitPrice: number;
    size: string;
    colour: string;
    quantity: number;
    lineTotal: number;
  }[];
  subtotal: number;
  discount: number;
  total: number;
  cancellable: boolean;
  cancelReason: string | null;
}

export interface PlaceOrderAnswer {
  placeOrder: { order: OrderView | null; errors: { field: string | null; message: string }[] };
}

export interface CancelOrderAnswer {
  cancelOrder: { order: OrderView | null; errors: { field: string | null; message: string }[] };
}

export function seed(id: number) {
  const product = seedProducts.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`no seed product ${id}`);
  return product;
}

export function seedStock(id: number, size: string, colour: string): number {
  return seed(id).stock.find((entry) => entry.size === size && entry.colour === colour)?.quantity ?? 0;
}

/** A line of `quantity` units of a variant of the product that has them in the seed stock. */
export function stocked(id: number, quantity = 1): OrderLine {
  const variant = seed(id).stock.find((entry) => entry.quantity >= quantity);
  if (!variant) throw new Error(`no variant of ${id} with ${quantity} in stock`);
  return { productId: String(id), quantity, size: variant.size, colour: variant.colour };
}

let keyCounter = 0;
/** A fresh checkout key, as the web client makes one per checkout. */
export function newKey(): string {
  keyCounter += 1;
  return `checkout-${process.pid}-${Date.now()}-${keyCounter}`;
}

export async function placeOrder(client: TestClient, lines: OrderLine[], key = newKey(), shipping = SHIPPING) {
  const { placeOrder: answer } = await client.data<PlaceOrderAnswer>(PLACE_ORDER, {
    input: { shipping, lines },
    key,
  });
  return answer;
}

/** Places an order that must succeed; returns it. */
export async function placed(client: TestClient, lines: OrderLine[], key?: string): Promise<OrderView> {
  const answer = await placeOrder(client, lines, key);
  expect(answer.errors).toEqual([]);
  if (!answer.order) throw new Error('no order placed');
  return answer.order;
}

export async function stockFor(client: TestClient, id: number, size: string, colour: string): Promise<number> {
  const { product } = await client.data<{ product: { stockFor: number } }>(STOCK_FOR, { id: String(id), size, colour });
  return product.stockFor;
}

/** The stock as the backend has it now (cartQuote reads products fresh, not from the catalogue cache). */
export async function upstreamStock(client: TestClient, id: number, size: string, colour: string): Promise<number> {
  const { cartQuote } = await client.data(CART_QUOTE, {
    lines: [{ productId: String(id), quantity: 1, size, colour }],
  });
  return cartQuote.lines[0].available;
}

export async function myOrders(client: TestClient, status?: string) {
  const { myOrders: orders } = await client.data<{
    myOrders: { id: string; placedAt: string; status: string; total: number }[];
  }>(MY_ORDERS, status ? { status } : {});
  return orders;
}

export const product1 = seed(1);
export const product2 = seed(2);
export const soldOut = seed(7);
