import { BULK_DISCOUNT_MIN_QUANTITY, BULK_DISCOUNT_PER_PAIR_FILS, RETURN_WINDOW_DAYS } from './constants.ts';

/** In a promo message, stands for the newsletter's welcome offer as set ('10%'). */
export const OFFER_PLACEHOLDER = '{offer}';

/** The spec's six promotional messages (§1), the promo bar's until the owner changes them. */
export const DEFAULT_PROMO_MESSAGES: readonly string[] = [
  'Free shipping on all orders',
  `Free returns within ${RETURN_WINDOW_DAYS} days`,
  'Buy 1 get 40% off',
  `Buy ${BULK_DISCOUNT_MIN_QUANTITY} get an additional ${BULK_DISCOUNT_PER_PAIR_FILS / 100} AED discount`,
  'Hot sale 25% OFF',
  `Sign up for ${OFFER_PLACEHOLDER} off your first order`,
];

/** The same six messages in Arabic, the Arabic pages' promo bar until the owner changes them. */
export const DEFAULT_PROMO_MESSAGES_AR: readonly string[] = [
  'شحن مجاني على جميع الطلبات',
  `إرجاع مجاني خلال ${RETURN_WINDOW_DAYS} أيام`,
  'اشترِ قطعة واحصل على خصم 40%',
  `اشترِ ${BULK_DISCOUNT_MIN_QUANTITY} قطع واحصل على خصم إضافي بقيمة ${BULK_DISCOUNT_PER_PAIR_FILS / 100} درهم`,
  'تخفيضات كبرى بخصم 25%',
  `اشترك واحصل على خصم ${OFFER_PLACEHOLDER} على طلبك الأول`,
];

/**
 * The promo bar as shoppers read it: `{offer}` filled in with the welcome offer; a message about the welcome offer
 * is left out while there is none (0%), so the bar never promises what the shop does not give.
 */
export function promoBarMessages(messages: readonly string[], welcomeOfferPercent: number): string[] {
  return messages.flatMap((message) => {
    if (!message.includes(OFFER_PLACEHOLDER)) return [message];
    return welcomeOfferPercent > 0 ? [message.replaceAll(OFFER_PLACEHOLDER, `${welcomeOfferPercent}%`)] : [];
  });
}

/** The newsletter popup's heading. */
export function welcomeOfferHeading(welcomeOfferPercent: number): string {
  return welcomeOfferPercent > 0 ? `Get ${welcomeOfferPercent}% off your first order` : 'Join our newsletter';
}

/** The line above the newsletter form, in the footer and the popup. */
export function welcomeOfferLine(welcomeOfferPercent: number): string {
  return welcomeOfferPercent > 0
    ? `Sign up for our newsletter and get ${welcomeOfferPercent}% off your first or next order`
    : 'Sign up for our newsletter: new designs and offers first';
}
