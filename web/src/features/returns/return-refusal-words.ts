import { MAX_RETURNS_PER_ORDER, RETURN_NOTE_MAX, type Locale } from '@store/domain';
import { domainMessageId } from '@/i18n/domain-text.ts';
import type { MessageId } from '@/i18n/message-id.ts';
import { localizedDates } from '@/lib/localized-dates.ts';
import {
  RETURN_CLOSED_FALLBACK,
  RETURN_REQUEST_FALLBACK,
  returnRefusalText,
  type RefusalContext,
  type RefusalLike,
  type RefusalWords,
} from '@/lib/return-refusals.ts';

type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/**
 * The shop's words for the refusals a shopper can meet, in the page's language (catalogue ids `returnRefusal.*`,
 * whose English is lib/return-refusals.ts's exactly: return-refusal-words.test.ts). The back office's steps are
 * not here: their codes never reach the shopper, and would read as the surface's fallback.
 */
export function shopperRefusalWords(t: Translate, locale: Locale): RefusalWords {
  const dates = localizedDates(locale);
  return {
    ORDER_NOT_FOUND: () => t(domainMessageId('orderNotFound')),
    NOT_DELIVERED: () => t('returnRefusal.notDelivered'),
    WINDOW_CLOSED: ({ date }) =>
      date ? t('returnRefusal.windowClosedOn', { date: dates.localDate(date) }) : t('returnRefusal.windowClosed'),
    EXCHANGE_ORDER: () => t('returnRefusal.exchangeOrder'),
    REQUEST_LIMIT: ({ count }) => t('returnRefusal.requestLimit', { count: count ?? MAX_RETURNS_PER_ORDER }),
    KIND_MISSING: () => t('returnForm.kind'),
    METHOD_MISSING: () => t('returnForm.method'),
    REASON_MISSING: () => t('returnForm.reason'),
    NOTE_INVALID: ({ count }) => t('returnForm.note', { max: count ?? RETURN_NOTE_MAX }),
    NO_ITEMS: () => t('returnForm.noItems'),
    UNKNOWN_ITEM: () => t('returnRefusal.unknownItem'),
    BAD_QUANTITY: () => t('returnRefusal.badQuantity'),
    DUPLICATE_ITEM: () => t('returnRefusal.duplicateItem'),
    ALREADY_RETURNED: ({ item }) => t('returnRefusal.alreadyReturned', { item }),
    MORE_THAN_LEFT: ({ item, count }) =>
      count === null ? t('returnRefusal.fewerLeft', { item }) : t('returnRefusal.atMost', { item, count }),
    EXCHANGE_CHOICE: () => t('returnForm.exchange'),
    EXCHANGE_SAME: () => t('returnRefusal.exchangeSame'),
    EXCHANGE_OUT_OF_STOCK: () => t('returnRefusal.exchangeOutOfStock'),
  };
}

/** The two fallbacks the shop's surfaces give, by their English words. */
const FALLBACK_IDS: Readonly<Record<string, MessageId>> = {
  [RETURN_REQUEST_FALLBACK]: 'returnRefusal.requestFallback',
  [RETURN_CLOSED_FALLBACK]: 'returnRefusal.closedFallback',
};

/** A refusal on the shop's pages in their language: `returnRefusalText` with the shopper's words and fallback. */
export function shopperRefusalText(
  t: Translate,
  locale: Locale,
): (refusal: RefusalLike, context: RefusalContext) => string {
  const words = shopperRefusalWords(t, locale);
  return (refusal, context) => {
    const fallback = FALLBACK_IDS[context.fallback];
    return returnRefusalText(refusal, { ...context, fallback: fallback ? t(fallback) : context.fallback }, words);
  };
}
