import { beforeEach, describe, expect, it } from 'vitest';
import { offerNewsletterOnce } from './newsletter-offer.ts';
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
