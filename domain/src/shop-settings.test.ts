import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMO_MESSAGES } from './store-offers.ts';
import {
  DEFAULT_SHOP_SETTINGS,
  OPENING_HOURS_LINE_MAX,
  storeContactOf,
  validateShopSettingsPatch,
} from './shop-settings.ts';

describe('shop settings', () => {
  it('accepts its own defaults', () => {
    expect(validateShopSettingsPatch({ ...DEFAULT_SHOP_SETTINGS })).toEqual({ ok: true, patch: DEFAULT_SHOP_SETTINGS });
  });
  it('normalises what it keeps: trimmed text, TRN digits, lower-case e-mail', () => {
    expect(
      validateShopSettingsPatch({ legalName: '  Tees L.L.C. ', trn: '100-1234-5678-9012', email: 'Shop@Tees.AE' }),
    ).toEqual({ ok: true, patch: { legalName: 'Tees L.L.C.', trn: '100123456789012', email: 'shop@tees.ae' } });
  });
  it('names every bad or unknown field', () => {
    const result = validateShopSettingsPatch({
      trn: '12345',
      phone: '12',
      tradingName: 'x'.repeat(101),
      lowStockThreshold: -1,
      colour: 'red',
      address: '   ',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        trn: 'TRN must be 15 digits.',
        phone: 'Phone must be a UAE number, e.g. +971 4 123 4567.',
        tradingName: 'Trading name must be at most 100 characters.',
        lowStockThreshold: 'Low-stock threshold must be a whole number from 0 to 10000.',
        colour: 'Unknown setting "colour".',
        address: 'Address is required.',
      },
    });
  });
  it('takes a threshold of 0 but not a fraction or text', () => {
    expect(validateShopSettingsPatch({ lowStockThreshold: 0 })).toEqual({ ok: true, patch: { lowStockThreshold: 0 } });
    expect(validateShopSettingsPatch({ lowStockThreshold: 2.5 }).ok).toBe(false);
    expect(validateShopSettingsPatch({ lowStockThreshold: '5' }).ok).toBe(false);
  });
  it("keeps a new product's brand, composition and origin within the product form's own limits", () => {
    expect(validateShopSettingsPatch({ productBrand: ' Kanji Garage ', productOrigin: 'Printed in Sharjah' })).toEqual({
      ok: true,
      patch: { productBrand: 'Kanji Garage', productOrigin: 'Printed in Sharjah' },
    });
    expect(validateShopSettingsPatch({ productBrand: 'x'.repeat(41), productComposition: '' })).toEqual({
      ok: false,
      errors: {
        productBrand: 'Brand of new products must be at most 40 characters.',
        productComposition: 'Composition of new products is required.',
      },
    });
  });
  it('refuses an empty change', () => {
    expect(validateShopSettingsPatch({})).toEqual({
      ok: false,
      errors: { settings: 'Name at least one setting to change.' },
    });
  });
  it('keeps the opening hours as trimmed lines, blank ones dropped', () => {
    expect(validateShopSettingsPatch({ openingHours: ['  Mon-Fri 9am-9pm ', '', '   ', 'Sat-Sun closed'] })).toEqual({
      ok: true,
      patch: { openingHours: ['Mon-Fri 9am-9pm', 'Sat-Sun closed'] },
    });
  });
  it('refuses opening hours that are empty, too many, too long, split inside a line or not a list', () => {
    const problem = (openingHours: unknown) => {
      const result = validateShopSettingsPatch({ openingHours });
      return result.ok ? null : result.errors.openingHours;
    };
    expect(problem([])).toBe('Opening hours are required.');
    expect(problem(['  ', ''])).toBe('Opening hours are required.');
    expect(problem(Array.from({ length: 8 }, (_, day) => `Day ${day}`))).toBe('Opening hours take at most 7 lines.');
    expect(problem(Array.from({ length: 7 }, (_, day) => `Day ${day}`))).toBeNull();
    expect(problem(['x'.repeat(OPENING_HOURS_LINE_MAX)])).toBeNull();
    expect(problem(['x'.repeat(OPENING_HOURS_LINE_MAX + 1)])).toBe(
      'Each line of the opening hours must be at most 60 characters.',
    );
    expect(problem(['Mon-Sat 9am\n-9pm'])).toBe('Write each line of the opening hours on its own.');
    expect(problem('Mon-Sat 9am-9pm')).toBe('Opening hours must be a list of lines.');
    expect(problem([9])).toBe('Opening hours must be a list of lines.');
  });
  it('shows shoppers the contact details and offers only, never the back office’s threshold or the legal name', () => {
    expect(storeContactOf(DEFAULT_SHOP_SETTINGS)).toEqual({
      tradingName: 'Graphic Tees Dubai',
      address: DEFAULT_SHOP_SETTINGS.address,
      phone: DEFAULT_SHOP_SETTINGS.phone,
      whatsapp: DEFAULT_SHOP_SETTINGS.whatsapp,
      email: DEFAULT_SHOP_SETTINGS.email,
      trn: DEFAULT_SHOP_SETTINGS.trn,
      openingHours: ['Mon-Sat 7:30am-8:00pm', 'Sunday 9:00am-5:00pm'],
      welcomeOfferPercent: 10,
      promoMessages: [...DEFAULT_PROMO_MESSAGES],
      tradingNameAr: DEFAULT_SHOP_SETTINGS.tradingNameAr,
      addressAr: DEFAULT_SHOP_SETTINGS.addressAr,
      openingHoursAr: DEFAULT_SHOP_SETTINGS.openingHoursAr,
      promoMessagesAr: DEFAULT_SHOP_SETTINGS.promoMessagesAr,
    });
  });

  it('keeps the Arabic texts optional (empty: the English shows), with the English limits', () => {
    expect(validateShopSettingsPatch({ addressAr: '  ', openingHoursAr: [] })).toEqual({
      ok: true,
      patch: { addressAr: '', openingHoursAr: [] },
    });
    const result = validateShopSettingsPatch({ tradingNameAr: 'ع'.repeat(101), promoMessagesAr: 'سطر' });
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual(['promoMessagesAr', 'tradingNameAr']);
  });
});

describe('the offer settings', () => {
  it('take a welcome offer from 0 (none) to 50%, and the promo bar as lines, none at all included', () => {
    expect(validateShopSettingsPatch({ welcomeOfferPercent: 0 })).toEqual({
      ok: true,
      patch: { welcomeOfferPercent: 0 },
    });
    expect(validateShopSettingsPatch({ welcomeOfferPercent: 51 })).toMatchObject({ ok: false });
    expect(validateShopSettingsPatch({ welcomeOfferPercent: 12.5 })).toMatchObject({ ok: false });
    expect(validateShopSettingsPatch({ promoMessages: [' Free shipping ', ''] })).toEqual({
      ok: true,
      patch: { promoMessages: ['Free shipping'] },
    });
    expect(validateShopSettingsPatch({ promoMessages: [] })).toEqual({ ok: true, patch: { promoMessages: [] } });
    expect(validateShopSettingsPatch({ promoMessages: ['x'.repeat(81)] })).toEqual({
      ok: false,
      errors: { promoMessages: 'Each line of the promo bar messages must be at most 80 characters.' },
    });
  });
});

describe('the new-order mail setting', () => {
  it('is on by default and takes on or off only', () => {
    expect(DEFAULT_SHOP_SETTINGS.newOrderMail).toBe(true);
    expect(validateShopSettingsPatch({ newOrderMail: false })).toEqual({ ok: true, patch: { newOrderMail: false } });
    for (const value of ['false', 0, null, 'off']) {
      expect(validateShopSettingsPatch({ newOrderMail: value })).toEqual({
        ok: false,
        errors: { newOrderMail: 'Mail the shop each new order must be on or off.' },
      });
    }
  });
});

describe('the return window setting', () => {
  it('is 7 days by default and takes whole days from 0 to 90', () => {
    expect(DEFAULT_SHOP_SETTINGS.returnWindowDays).toBe(7);
    expect(validateShopSettingsPatch({ returnWindowDays: 14 })).toEqual({ ok: true, patch: { returnWindowDays: 14 } });
    for (const value of [-1, 91, 7.5, '7', null]) {
      expect(validateShopSettingsPatch({ returnWindowDays: value })).toEqual({
        ok: false,
        errors: { returnWindowDays: 'Return window (days after delivery) must be a whole number from 0 to 90.' },
      });
    }
  });
});
