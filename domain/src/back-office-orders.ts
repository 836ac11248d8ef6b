/** Limits and rules of the back office's lists, order list and order actions. */
import { CURRENCY, PAYMENT_METHOD } from './constants.ts';
import { formatAed } from './pricing.ts';

/** Rows of a back-office list page (customers, messages, subscribers, mail, products, stock), unless asked. */
export const ADMIN_PAGE_SIZE_DEFAULT = 25;
/** The longest page any back-office list gives, whatever is asked. */
export const ADMIN_PAGE_SIZE_MAX = 100;

export const ORDER_PAGE_SIZE_DEFAULT = 20;
export const ORDER_PAGE_SIZE_MAX = ADMIN_PAGE_SIZE_MAX;
/** Orders one bulk action may name. */
export const BULK_ORDERS_MAX = 100;
/** Longest text searched for in the order list. */
export const ORDER_SEARCH_MAX = 100;
export const SHOP_CANCEL_REASON_MAX = 300;

/** The shop's reason for cancelling, free text of 1 to 300 characters, trimmed; undefined when acceptable. */
export function shopCancelReasonProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return 'A reason for cancelling is required.';
  if (value.trim().length > SHOP_CANCEL_REASON_MAX) {
    return `The reason must be at most ${SHOP_CANCEL_REASON_MAX} characters.`;
  }
  return undefined;
}

/**
 * A UAE phone number reduced to the digits after the country or trunk prefix, so that '050 123 4567',
 * '+971 50 123 4567' and '00971501234567' are all '501234567', and a search for part of it finds it.
 */
export function phoneSearchDigits(text: string): string {
  return text.replace(/\D/g, '').replace(/^(00971|971|0)/, '');
}

/** Whether a search text looks like (part of) a phone number: digits with the usual separators, three or more. */
export function looksLikePhone(text: string): boolean {
  return /^[\d\s()+-]+$/.test(text) && text.replace(/\D/g, '').length >= 3;
}

/**
 * The cash the courier collects for an order: its whole total when it is paid on delivery (every order of this
 * shop is), nothing otherwise.
 */
export function cashToCollectFils(order: { paymentMethod: string; totalFils: number }): number | null {
  return order.paymentMethod === PAYMENT_METHOD ? order.totalFils : null;
}

/** What a packing slip tells the courier to collect: 'collect AED 396.00'. */
export function collectText(fils: number): string {
  return `collect ${CURRENCY} ${formatAed(fils)}`;
}

/**
 * A name as the order search compares it, so that a search finds it however it was typed: lower case, Latin
 * accents and Arabic vowel marks dropped ('Zoë' → 'zoe', 'مُحَمَّد' → 'محمد'), hamza seats read as a plain alef
 * ('أحمد' → 'احمد'), alef maqsura as ya and ta marbuta as ha, the Arabic tatweel dropped, spaces collapsed.
 */
export function nameSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\p{M}\u0640]/gu, '')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
