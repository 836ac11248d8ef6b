import { browserStorage, NEWSLETTER_SEEN_KEY, wasOffered } from './newsletter-offered.ts';
import { openPanel, openPanelVar } from './panels.ts';

export { wasOffered };

/** Time on the site before the popup is offered. */
export const NEWSLETTER_POPUP_DELAY_MS = 8000;
/** How long the shopper must have pressed no key and touched nothing before the popup may open. */
export const NEWSLETTER_IDLE_MS = 3000;
/** How often a postponed offer looks again for an idle moment. */
export const NEWSLETTER_RETRY_MS = 1000;

/**
 * Pages where the shopper is doing something (signing in, writing to us, paying, reading an order): the popup
 * never opens there, whatever the time; nor on the pages under them.
 */
const QUIET_PAGES = [
  '/login',
  '/register',
  '/forget-password',
  '/forgot-password',
  '/reset-password',
  '/contact',
  '/shopping-cart',
  '/checkout',
  '/my-account',
  '/my-account-orders',
  '/my-account-orders-details',
  '/my-account-shipping',
  '/my-account-shipping-details',
  '/order-confirmation',
  '/order-tracking',
  '/admin',
];

/** Whether the popup stays away from this page (issue 18: it ate the keystrokes of a shopper on /login). */
export function isQuietPage(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/^\/ar(?=\/|$)/, '') || '/';
  return QUIET_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}

const ENTRY_FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable=false])';
const NOT_TYPED = new Set([
  'button',
  'submit',
  'reset',
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'image',
  'hidden',
]);

/** Whether the element takes typing: a text field, a select or editable content (not a button or a checkbox). */
function takesTyping(element: Element | null): boolean {
  if (!element?.matches(ENTRY_FIELD)) return false;
  return !(element instanceof HTMLInputElement && NOT_TYPED.has(element.type));
}

/**
 * Whether a field has focus or still holds text the shopper typed into it (`typedInto`: the fields that had input
 * events): opening the popup then would take their input. A field the page filled in itself (a quantity of 1)
 * does not count.
 */
export function isTypingUnderway(active: Element | null, typedInto: Iterable<Element>): boolean {
  if (takesTyping(active)) return true;
  return Array.from(typedInto).some(
    (field) =>
      field.isConnected &&
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      takesTyping(field) &&
      field.value.trim() !== '',
  );
}

export interface OfferMoment {
  pathname: string;
  now: number;
  /** When the shopper last pressed a key, clicked or touched. */
  lastActivity: number;
  typing: boolean;
}

/** Whether this is an idle moment on a browsing page, when the popup interrupts nothing. */
export function isIdleBrowsingMoment({ pathname, now, lastActivity, typing }: OfferMoment): boolean {
  return !isQuietPage(pathname) && !typing && now - lastActivity >= NEWSLETTER_IDLE_MS;
}

/**
 * Offers the newsletter popup once per browser, and never over another open panel. Returns false when the offer
 * has to wait (a panel is open), true when it is made or was made before.
 */
export function offerNewsletterOnce(storage: Pick<Storage, 'getItem' | 'setItem'> | null = browserStorage()): boolean {
  if (!storage || wasOffered(storage)) return true;
  if (openPanelVar() !== null) return false;
  storage.setItem(NEWSLETTER_SEEN_KEY, '1');
  openPanel({ kind: 'newsletter' });
  return true;
}
