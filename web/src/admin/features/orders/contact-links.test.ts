import { describe, expect, it } from 'vitest';
import { internationalDigits, telHref, whatsappHref } from './contact-links.ts';

describe('contact links', () => {
  it('turns every usual form of a UAE number into the same international digits', () => {
    for (const phone of ['050 123 4567', '+971 50 123 4567', '00971501234567', '971-50-123-4567', '(050) 1234567']) {
      expect(internationalDigits(phone), phone).toBe('971501234567');
    }
    expect(internationalDigits('04 123 4567')).toBe('97141234567');
  });

  it('keeps the digits of a number that is not a UAE one', () => {
    expect(internationalDigits('+44 20 7946 0958')).toBe('442079460958');
  });

  it('makes tel: and wa.me links', () => {
    expect(telHref('050 765 4321')).toBe('tel:+971507654321');
    expect(whatsappHref('050 765 4321')).toBe('https://wa.me/971507654321');
  });
});
