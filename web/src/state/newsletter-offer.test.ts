import { beforeEach, describe, expect, it } from 'vitest';
import { isIdleBrowsingMoment, isQuietPage, NEWSLETTER_IDLE_MS, offerNewsletterOnce } from './newsletter-offer.ts';
import { closePanels, openPanel, openPanelVar } from './panels.ts';

function storage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

beforeEach(() => closePanels());

describe('newsletter popup', () => {
  it('is offered once per browser', () => {
    const seen = storage();
    offerNewsletterOnce(seen);
    expect(openPanelVar()).toEqual({ kind: 'newsletter' });
    closePanels();
    offerNewsletterOnce(seen);
    expect(openPanelVar()).toBeNull();
  });

  it('does not cover a panel the shopper opened', () => {
    openPanel({ kind: 'cart' });
    offerNewsletterOnce(storage());
    expect(openPanelVar()).toEqual({ kind: 'cart' });
  });
});

describe('when the popup may open', () => {
  it('never on a page where the shopper fills a form, pays or reads an order', () => {
    for (const path of [
      '/login',
      '/register',
      '/forget-password',
      '/reset-password',
      '/contact',
      '/shopping-cart',
      '/checkout',
      '/my-account',
      '/my-account-orders',
      '/my-account-orders-details/ABC',
      '/order-tracking/ABC',
      '/order-confirmation/ABC',
      '/ar/login',
      '/LOGIN',
    ]) {
      expect(isQuietPage(path), path).toBe(true);
    }
  });

  it('on a browsing page', () => {
    for (const path of ['/', '/about-us', '/all-collections', '/product-detail/5', '/ar', '/contact-lenses-tees']) {
      expect(isQuietPage(path), path).toBe(false);
    }
  });

  it('only at an idle moment, with no typing underway', () => {
    const now = 100_000;
    const browsing = { pathname: '/about-us', now, lastActivity: -Infinity, typing: false };
    expect(isIdleBrowsingMoment(browsing)).toBe(true);
    expect(isIdleBrowsingMoment({ ...browsing, typing: true })).toBe(false);
    expect(isIdleBrowsingMoment({ ...browsing, lastActivity: now - NEWSLETTER_IDLE_MS + 1 })).toBe(false);
    expect(isIdleBrowsingMoment({ ...browsing, lastActivity: now - NEWSLETTER_IDLE_MS })).toBe(true);
    expect(isIdleBrowsingMoment({ ...browsing, pathname: '/login' })).toBe(false);
  });
});
