import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, validateShopSettingsPatch } from './shop-settings.ts';

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
});
