import { useEffect } from 'react';
import { wasOffered } from '@/state/newsletter-offered.ts';

/**
 * Offers the newsletter once (newsletter-offer-watch.ts says when). The watcher loads as a chunk of its own, only
 * for a browser that has not had the offer, so it is not in the page's first script; it counts the delay from
 * the page's arrival, not from its own loading.
 */
export function useNewsletterOffer(): void {
  useEffect(() => {
    if (wasOffered()) return;
    const arrivedAt = Date.now();
    let stop: (() => void) | undefined;
    let left = false;
    void import('./newsletter-offer-watch.ts').then(({ watchForNewsletterMoment }) => {
      if (!left) stop = watchForNewsletterMoment(arrivedAt);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, []);
}
