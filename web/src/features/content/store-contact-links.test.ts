import { DEFAULT_SHOP_SETTINGS, storeContactOf } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { mailtoHref, withLinks } from './store-contact-links.ts';

describe('the store contact links', () => {
  it('dial, chat and write to the shop’s numbers and address as the owner typed them', () => {
    const contact = withLinks({
      ...storeContactOf(DEFAULT_SHOP_SETTINGS),
      phone: '04 765 4321',
      whatsapp: '050 765 4321',
    });
    expect(contact).toMatchObject({
      phone: '04 765 4321',
      phoneHref: 'tel:+97147654321',
      whatsappHref: 'https://wa.me/971507654321',
      emailHref: 'mailto:hello@graphictees.ae',
    });
  });

  it('keep an address’s ? # & % inside the mailto: link', () => {
    expect(mailtoHref('orders+uae@tees.ae')).toBe('mailto:orders%2Buae@tees.ae');
    expect(mailtoHref('a?b#c&d%e@tees.ae')).toBe('mailto:a%3Fb%23c%26d%25e@tees.ae');
    expect(new URL(mailtoHref('a?b@tees.ae')).search).toBe('');
  });

  it('offer no chat link for a number wa.me cannot take', () => {
    expect(
      withLinks({ ...storeContactOf(DEFAULT_SHOP_SETTINGS), whatsapp: 'ask in the shop' }).whatsappHref,
    ).toBeNull();
  });
});
