import {
  aedToFils,
  canOrderLine,
  colourUnavailableMessage,
  filsToAed,
  outOfStockMessage,
  priceLines,
  PRODUCT_GONE_MESSAGE,
  SHIPPING_COST_FILS,
  sizeUnavailableMessage,
} from '@store/domain';
import type { ProductModel } from '../catalog/models.ts';
import type { CodeQuote } from '../datasources/promotions-api.ts';

export interface CartLine {
  productId: string;
  quantity: number;
  size?: string | null;
  colour?: string | null;
}

export interface CartQuoteLineModel {
  productId: string;
  product: ProductModel | null;
  size: string;
  colour: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  available: number;
  problem: string | null;
}

export interface CartQuoteModel {
  lines: CartQuoteLineModel[];
  itemCount: number;
  subtotal: number;
  discount: number;
  shipping: number;
  appliedCode: { code: string; offer: string } | null;
  codeProblem: string | null;
  codeDiscount: number;
  total: number;
  problems: CartQuoteLineModel[];
}

/** The chosen option matched case-insensitively, the product's first when none is chosen. */
function choose(options: readonly string[], wanted: string | null | undefined): string | undefined {
  if (!wanted) return options[0];
  return options.find((option) => option.toLowerCase() === wanted.toLowerCase());
}

export function availableStock(product: ProductModel, size: string, colour: string): number {
  const entry = product.stock.find(
    (stock) => stock.size.toLowerCase() === size.toLowerCase() && stock.colour.toLowerCase() === colour.toLowerCase(),
  );
  return entry?.quantity ?? 0;
}

function quoteLine(line: CartLine, product: ProductModel | null): CartQuoteLineModel {
  const base = { productId: line.productId, product, quantity: line.quantity };
  if (!product) {
    const problem = PRODUCT_GONE_MESSAGE;
    return {
      ...base,
      size: line.size ?? '',
      colour: line.colour ?? '',
      unitPrice: 0,
      lineTotal: 0,
      available: 0,
      problem,
    };
  }
  const size = choose(product.sizes, line.size);
  const colour = choose(
    product.colours.map((c) => c.name),
    line.colour,
  );
  const unitPrice = product.price;
  const lineTotal = filsToAed(aedToFils(unitPrice) * line.quantity);
  if (!size || !colour) {
    const problem = !size
      ? sizeUnavailableMessage(String(line.size), product.title)
      : colourUnavailableMessage(String(line.colour), product.title);
    return {
      ...base,
      size: size ?? line.size ?? '',
      colour: colour ?? line.colour ?? '',
      unitPrice,
      lineTotal,
      available: 0,
      problem,
    };
  }
  const available = availableStock(product, size, colour);
  const problem = line.quantity > available ? outOfStockMessage(product.title, size, colour, available) : null;
  return { ...base, size, colour, unitPrice, lineTotal, available, problem };
}

/**
 * Prices the cart as checkout will: current catalogue prices, the bulk discount, free shipping. A line that cannot
 * be ordered as it is (gone, sold out, more than is left) is listed with its problem and left out of the totals,
 * so the bulk discount never counts units the shop cannot send.
 */
export function quoteCart(
  lines: readonly CartLine[],
  products: ReadonlyMap<string, ProductModel | null>,
): CartQuoteModel {
  const quoted = lines.map((line) => quoteLine(line, products.get(line.productId) ?? null));
  const priced = quoted.filter((line) => line.product !== null && canOrderLine(line.quantity, line.available));
  const summary = priceLines(
    priced.map((line) => ({ unitPriceFils: aedToFils(line.unitPrice), quantity: line.quantity })),
  );
  return {
    lines: quoted,
    itemCount: summary.itemCount,
    subtotal: filsToAed(summary.subtotalFils),
    discount: filsToAed(summary.discountFils),
    shipping: filsToAed(SHIPPING_COST_FILS),
    appliedCode: null,
    codeProblem: null,
    codeDiscount: 0,
    total: filsToAed(summary.totalFils + SHIPPING_COST_FILS),
    problems: quoted.filter((line) => line.problem !== null),
  };
}

/** The lines a code is judged on: those the cart can order as they are (the same ones the totals count). */
export function orderableLines(quote: CartQuoteModel) {
  return quote.lines.filter((line) => line.problem === null && line.product !== null);
}

/**
 * The quote with the store's answer about its discount code. The amount is the store's; it never takes the total
 * below the shipping cost.
 */
export function withCode(quote: CartQuoteModel, answer: CodeQuote): CartQuoteModel {
  if (!answer.ok) return { ...quote, codeProblem: answer.message };
  const productsFils = aedToFils(quote.total) - SHIPPING_COST_FILS;
  const codeFils = Math.min(aedToFils(answer.codeDiscount), productsFils);
  return {
    ...quote,
    appliedCode: { code: answer.code, offer: answer.offer },
    codeDiscount: filsToAed(codeFils),
    total: filsToAed(productsFils - codeFils + SHIPPING_COST_FILS),
  };
}
