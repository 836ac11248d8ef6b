import { describe, expect, it } from 'vitest';
import { internationalDigits, telHref, whatsappHref } from './phone-links.ts';

describe('phone links', () => {
  it('reads UAE numbers in every usual form', () => {
    for (const phone of ['050 123 4567', '+971 50 123 4567', '00971501234567', '971-50-123-4567', '(050) 1234567']) {
      expect(internationalDigits(phone), phone).toBe('971501234567');
    }
    expect(internationalDigits('04 123 4567')).toBe('97141234567');
  });

  it('keeps the digits of another country written with its + code', () => {
    expect(internationalDigits('+44 20 7946 0958')).toBe('442079460958');
  });

  it('links to dial and to chat', () => {
    expect(telHref('050 123 4567')).toBe('tel:+971501234567');
    expect(whatsappHref('050 123 4567')).toBe('https://wa.me/971501234567');
    expect(whatsappHref('+44 7700 900123')).toBe('https://wa.me/447700900123');
  });

  it('does not make up a WhatsApp number it cannot read', () => {
    expect(whatsappHref('call the shop')).toBeNull();
    expect(telHref('12 34')).toBe('tel:1234');
  });
});
