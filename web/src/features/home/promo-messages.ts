import {
  BULK_DISCOUNT_MIN_QUANTITY,
  BULK_DISCOUNT_PER_PAIR_FILS,
  filsToAed,
  NEWSLETTER_OFFER_PERCENT,
  RETURN_WINDOW_DAYS,
} from '@store/domain';

/** The promotional messages of the marquee (spec §1), built from the rules they advertise. */
export const PROMO_MESSAGES: readonly string[] = [
  'Free shipping on all orders',
  `Free returns within ${RETURN_WINDOW_DAYS} days`,
  'Buy 1 get 40% off',
  `Buy ${BULK_DISCOUNT_MIN_QUANTITY} get an additional ${filsToAed(BULK_DISCOUNT_PER_PAIR_FILS)} AED discount`,
  'Hot sale 25% OFF',
  `Sign up for ${NEWSLETTER_OFFER_PERCENT}% off your first order`,
];
