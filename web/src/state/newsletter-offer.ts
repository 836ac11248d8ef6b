import { openPanel, openPanelVar } from './panels.ts';

const SEEN_KEY = 'newsletterOffered';
/** Seconds on the site before the popup is offered. */
export const NEWSLETTER_POPUP_DELAY_MS = 8000;

/** Offers the newsletter popup once per browser, and never over another open panel. */
export function offerNewsletterOnce(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeStorage()): void {
  if (!storage || storage.getItem(SEEN_KEY) || openPanelVar() !== null) return;
  storage.setItem(SEEN_KEY, '1');
  openPanel({ kind: 'newsletter' });
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
