import { describe, expect, it } from 'vitest';
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
  it('shows shoppers the contact details only, never the back office’s threshold or the legal name', () => {
    expect(storeContactOf(DEFAULT_SHOP_SETTINGS)).toEqual({
      tradingName: 'Graphic Tees Dubai',
      address: DEFAULT_SHOP_SETTINGS.address,
      phone: DEFAULT_SHOP_SETTINGS.phone,
      whatsapp: DEFAULT_SHOP_SETTINGS.whatsapp,
      email: DEFAULT_SHOP_SETTINGS.email,
      trn: DEFAULT_SHOP_SETTINGS.trn,
      openingHours: ['Mon-Sat 7:30am-8:00pm', 'Sunday 9:00am-5:00pm'],
    });
  });
});
