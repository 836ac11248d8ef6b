import {
  isIdleBrowsingMoment,
  isTypingUnderway,
  NEWSLETTER_POPUP_DELAY_MS,
  NEWSLETTER_RETRY_MS,
  offerNewsletterOnce,
} from '@/state/newsletter-offer.ts';

const ACTIVITY = ['keydown', 'input', 'pointerdown'] as const;

/**
 * Watches for the moment to offer the newsletter: NEWSLETTER_POPUP_DELAY_MS after `arrivedAt` (Date.now() when
 * the page arrived), at the first idle moment on a browsing page: never on a form, cart, checkout, account or
 * order page, nor while a field has focus or holds text. Returns what stops watching.
 */
export function watchForNewsletterMoment(arrivedAt: number): () => void {
  let lastActivity = -Infinity;
  const typedInto = new Set<Element>();
  const active = (event: Event) => {
    lastActivity = Date.now();
    if (event.type === 'input' && event.target instanceof Element) typedInto.add(event.target);
  };
  let timer: ReturnType<typeof setTimeout>;
  const look = () => {
    const moment = {
      pathname: window.location.pathname,
      now: Date.now(),
      lastActivity,
      typing: isTypingUnderway(document.activeElement, typedInto),
    };
    if (!isIdleBrowsingMoment(moment) || !offerNewsletterOnce()) timer = setTimeout(look, NEWSLETTER_RETRY_MS);
  };
  for (const type of ACTIVITY) window.addEventListener(type, active, { capture: true, passive: true });
  timer = setTimeout(look, Math.max(0, arrivedAt + NEWSLETTER_POPUP_DELAY_MS - Date.now()));
  return () => {
    clearTimeout(timer);
    for (const type of ACTIVITY) window.removeEventListener(type, active, { capture: true });
  };
}
