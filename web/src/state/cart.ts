import {
  aedToFils,
  clampQuantity,
  filsToAed,
  MAX_CART_LINES,
  MAX_QUANTITY,
  ORDER_NOTE_MAX,
  priceLines,
} from '@store/domain';
import { persistedVar } from '@/lib/persisted-var.ts';
import { closePanels, openPanel } from './panels.ts';

/** A cart line as the spec names it (§3); kept in localStorage under 'cartList'. */
export interface CartLine {
  id: string;
  title: string;
  imgSrc: string;
  /** AED, as shown when added; checkout re-prices with the gateway's cartQuote. */
  price: number;
  quantity: number;
  /** Chosen size, '' when none was chosen. */
  ssize: string;
  /** Chosen colour, '' when none was chosen. */
  scolor: string;
}

function isCartLine(value: unknown): value is CartLine {
  const line = value as CartLine;
  return (
    typeof value === 'object' &&
    value !== null &&
    (typeof line.id === 'string' || typeof line.id === 'number') &&
    typeof line.title === 'string' &&
    typeof line.price === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1
  );
}

function parseCart(stored: unknown): CartLine[] | null {
  if (!Array.isArray(stored) || !stored.every(isCartLine)) return null;
  return stored.slice(0, MAX_CART_LINES).map((line) => ({
    id: String(line.id),
    title: line.title,
    imgSrc: typeof line.imgSrc === 'string' ? line.imgSrc : '',
    price: line.price,
    quantity: line.quantity,
    ssize: typeof line.ssize === 'string' ? line.ssize : '',
    scolor: typeof line.scolor === 'string' ? line.scolor : '',
  }));
}

export const cartVar = persistedVar<CartLine[]>('cartList', [], {
  parse: parseCart,
  ignoreStored: (lines) => lines.length === 0,
});

export function isInCart(productId: string, lines: readonly CartLine[] = cartVar()): boolean {
  return lines.some((line) => line.id === productId);
}

/**
 * Adds a product once (spec §4): a product already in the cart is left as it is, and a cart of MAX_CART_LINES
 * lines takes no more (the gateway refuses a longer one). Returns whether it was added.
 */
export function addToCart(
  line: Omit<CartLine, 'quantity' | 'ssize' | 'scolor'> & Partial<Pick<CartLine, 'quantity' | 'ssize' | 'scolor'>>,
  maxQuantity: number = MAX_QUANTITY,
): boolean {
  const lines = cartVar();
  if (isInCart(line.id, lines) || lines.length >= MAX_CART_LINES) return false;
  const quantity = clampQuantity(line.quantity ?? 1, maxQuantity);
  if (quantity === 0) return false;
  cartVar([...lines, { ssize: '', scolor: '', ...line, quantity }]);
  // Adding closes whatever is open and shows the side cart (spec §4).
  closePanels();
  openPanel({ kind: 'cart' });
  return true;
}

/** Changes a line already in the cart; the quantity stays between 1 and the maximum. */
export function updateCartLine(
  productId: string,
  change: Partial<Pick<CartLine, 'quantity' | 'ssize' | 'scolor'>>,
  maxQuantity: number = MAX_QUANTITY,
): void {
  cartVar(
    cartVar().map((line) =>
      line.id === productId
        ? { ...line, ...change, quantity: Math.max(1, clampQuantity(change.quantity ?? line.quantity, maxQuantity)) }
        : line,
    ),
  );
}

export function removeFromCart(productId: string): void {
  cartVar(cartVar().filter((line) => line.id !== productId));
}

/** A note for the delivery, written in the side cart; checkout starts its Note field with it. */
export const cartNoteVar = persistedVar<string>('cartNote', '', {
  parse: (stored) => (typeof stored === 'string' ? stored.slice(0, ORDER_NOTE_MAX) : null),
  ignoreStored: (note) => note === '',
});

export function clearCart(): void {
  cartVar([]);
  cartNoteVar('');
}

export interface CartTotals {
  itemCount: number;
  subtotal: number;
  discount: number;
  total: number;
}

/** Totals by the domain's rules: Σ quantity × price, bulk discount floor(N/2) × 20 AED. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const summary = priceLines(lines.map((line) => ({ unitPriceFils: aedToFils(line.price), quantity: line.quantity })));
  return {
    itemCount: summary.itemCount,
    subtotal: filsToAed(summary.subtotalFils),
    discount: filsToAed(summary.discountFils),
    total: filsToAed(summary.totalFils),
  };
}
