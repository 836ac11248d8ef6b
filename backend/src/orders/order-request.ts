import {
  firstError,
  isEmail,
  isWholeQuantity,
  MAX_ORDER_LINES,
  normaliseEmail,
  PAYMENT_METHOD,
  promotionCodeProblem,
  validateShipping,
  type Locale,
  type ShippingInput,
} from '@store/domain';
import { LegacyFailure } from '../http/errors.ts';
import { NO_SUCH_ID, readId } from '../http/ids.ts';
import { languageField } from '../http/language-field.ts';

/** A cart line as the client asked for it; size and colour may be empty (the product's defaults apply). */
export interface RequestedLine {
  productId: number;
  size: string;
  colour: string;
  quantity: number;
}

export interface OrderRequest {
  email: string;
  shipping: ShippingInput;
  lines: RequestedLine[];
  /** The discount code the shopper entered, trimmed; null without one. */
  discountCode: string | null;
  /** The language of the checkout page it was placed from: the order's mails are in it. */
  language: Locale;
}

const CASH_ON_DELIVERY = /^(cod|cash[ _-]?on[ _-]?delivery)$/i;

function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function parseLine(raw: unknown, index: number): RequestedLine {
  if (typeof raw !== 'object' || raw === null) throw new LegacyFailure(`Cart line ${index + 1} is not valid.`);
  const line = raw as Record<string, unknown>;
  const productId = readId(line.id);
  if (productId === undefined) throw new LegacyFailure(`Cart line ${index + 1}: product id is not valid.`);
  // Too large to be any product's id: the answer an unknown product gets, without asking the database.
  if (productId === NO_SUCH_ID) throw new LegacyFailure(`Product ${Number(line.id)} is no longer available.`);
  if (!isWholeQuantity(line.quantity)) {
    throw new LegacyFailure(`Cart line ${index + 1}: quantity must be a whole number of at least 1.`);
  }
  return { productId, size: textOf(line.ssize), colour: textOf(line.scolor), quantity: line.quantity };
}

/** The optional `discountCode`: absent, null or blank is none; anything else must be able to be a code. */
function parseDiscountCode(value: unknown): string | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null;
  const problem = promotionCodeProblem(value);
  if (problem) throw new LegacyFailure(problem);
  return (value as string).trim();
}

/**
 * Reads images/Orders/ ({ info, cartProducts, totalPrice, loginUser, discounts, discountCode, language }). Prices, totals
 * and discounts sent by the client are ignored: the catalogue prices the order, the backend judges the code.
 */
export function parseOrderRequest(body: Record<string, unknown>): OrderRequest {
  const info = (typeof body.info === 'object' && body.info !== null ? body.info : {}) as Record<string, unknown>;
  const email = textOf(info.email) || textOf(body.loginUser);
  if (!isEmail(email)) throw new LegacyFailure(email ? 'Enter a valid e-mail address.' : 'E-mail is required.');
  const payment = textOf(info.paymentmethod);
  if (payment && payment !== PAYMENT_METHOD && !CASH_ON_DELIVERY.test(payment)) {
    throw new LegacyFailure(`Payment method must be ${PAYMENT_METHOD}.`);
  }
  const shipping = {
    firstName: info.name,
    lastName: info.lname,
    phone: info.phone,
    whatsapp: info.whatsapp,
    emirate: info.emirate,
    postalCode: info.postal,
    flatNo: info.flat_no,
    buildingName: info.building_name,
    area: info.area,
    street: info.street,
    note: info.note,
  };
  const problem = firstError(validateShipping(shipping));
  if (problem) throw new LegacyFailure(problem);
  if (!Array.isArray(body.cartProducts) || body.cartProducts.length === 0)
    throw new LegacyFailure('Your cart is empty.');
  if (body.cartProducts.length > MAX_ORDER_LINES) {
    throw new LegacyFailure(`An order can hold at most ${MAX_ORDER_LINES} lines.`);
  }
  const trimmed = Object.fromEntries(
    Object.entries(shipping).map(([key, value]) => [key, textOf(value)]),
  ) as unknown as ShippingInput;
  return {
    email: normaliseEmail(email),
    shipping: trimmed,
    lines: body.cartProducts.map(parseLine),
    discountCode: parseDiscountCode(body.discountCode),
    language: languageField(body.language),
  };
}
