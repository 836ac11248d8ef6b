import {
  aedToFils,
  clampQuantity,
  filsToAed,
  MAX_CART_LINES,
  MAX_QUANTITY,
  ORDER_NOTE_MAX,
  priceLines,
  PROMOTION_CODE_MAX_LENGTH,
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

/**
 * One line per product, size and colour (a family buys M and L of one tee). Case does not matter, as in the stock;
 * a line kept without size or colour (the product's first) is a variant of its own.
 */
export function cartLineKey(line: Pick<CartLine, 'id' | 'ssize' | 'scolor'>): string {
  return JSON.stringify([line.id, line.ssize.trim().toLowerCase(), line.scolor.trim().toLowerCase()]);
}

/**
 * Reads a stored cart. A cart kept by an earlier version (one line per product, or two lines of one variant)
 * loads whole: lines of one variant become one, their quantities added up to the maximum.
 */
export function parseCart(stored: unknown): CartLine[] | null {
  if (!Array.isArray(stored) || !stored.every(isCartLine)) return null;
  const byKey = new Map<string, CartLine>();
  for (const raw of stored) {
    const line: CartLine = {
      id: String(raw.id),
      title: raw.title,
      imgSrc: typeof raw.imgSrc === 'string' ? raw.imgSrc : '',
      price: raw.price,
      quantity: raw.quantity,
      ssize: typeof raw.ssize === 'string' ? raw.ssize : '',
      scolor: typeof raw.scolor === 'string' ? raw.scolor : '',
    };
    const key = cartLineKey(line);
    const same = byKey.get(key);
    if (same) same.quantity = clampQuantity(same.quantity + line.quantity, MAX_QUANTITY);
    else byKey.set(key, line);
  }
  return [...byKey.values()].slice(0, MAX_CART_LINES);
}

export const cartVar = persistedVar<CartLine[]>('cartList', [], {
  parse: parseCart,
  ignoreStored: (lines) => lines.length === 0,
});

/** The line of this product in this size and colour, if the cart has it. */
export function findCartLine(
  variant: Pick<CartLine, 'id' | 'ssize' | 'scolor'>,
  lines: readonly CartLine[] = cartVar(),
): CartLine | undefined {
  const key = cartLineKey(variant);
  return lines.find((line) => cartLineKey(line) === key);
}

/**
 * Adds a product in one size and colour once (spec §4, by variant: see docs/decisions.md): a variant already in
 * the cart is left as it is, and a cart of MAX_CART_LINES lines takes no more (the gateway refuses a longer one).
 * Returns whether it was added.
 */
export function addToCart(
  line: Omit<CartLine, 'quantity' | 'ssize' | 'scolor'> & Partial<Pick<CartLine, 'quantity' | 'ssize' | 'scolor'>>,
  maxQuantity: number = MAX_QUANTITY,
): boolean {
  const lines = cartVar();
  const added: CartLine = { ssize: '', scolor: '', ...line, quantity: clampQuantity(line.quantity ?? 1, maxQuantity) };
  if (findCartLine(added, lines) || lines.length >= MAX_CART_LINES || added.quantity === 0) return false;
  cartVar([...lines, added]);
  // Adding closes whatever is open and shows the side cart (spec §4).
  closePanels();
  openPanel({ kind: 'cart' });
  return true;
}

/** Changes the quantity of a line already in the cart (by cartLineKey); it stays between 1 and the maximum. */
export function updateCartLine(key: string, quantity: number, maxQuantity: number = MAX_QUANTITY): void {
  cartVar(
    cartVar().map((line) =>
      cartLineKey(line) === key ? { ...line, quantity: Math.max(1, clampQuantity(quantity, maxQuantity)) } : line,
    ),
  );
}

/** Removes one line (by cartLineKey): the product's other sizes and colours stay. */
export function removeFromCart(key: string): void {
  cartVar(cartVar().filter((line) => cartLineKey(line) !== key));
}

/** A note for the delivery, written in the side cart; checkout starts its Note field with it. */
export const cartNoteVar = persistedVar<string>('cartNote', '', {
  parse: (stored) => (typeof stored === 'string' ? stored.slice(0, ORDER_NOTE_MAX) : null),
  ignoreStored: (note) => note === '',
});

/**
 * The discount code the shopper entered, kept with the cart; the store judges it on every quote and again as it
 * places the order. Never rendered on the server (localStorage only), so no page's cached state holds one.
 */
export const cartCodeVar = persistedVar<string>('cartCode', '', {
  parse: (stored) =>
    typeof stored === 'string' && stored.trim().length <= PROMOTION_CODE_MAX_LENGTH ? stored.trim() : null,
  ignoreStored: (code) => code === '',
});

export function clearCart(): void {
  cartVar([]);
  cartNoteVar('');
  cartCodeVar('');
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
