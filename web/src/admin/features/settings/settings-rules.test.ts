import { DEFAULT_SHOP_SETTINGS } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { changedSettings, settingsValues, validateSettings } from './settings-rules.ts';

const settings = { ...DEFAULT_SHOP_SETTINGS };
const values = settingsValues(settings);

describe('the settings form', () => {
  it('shows every setting as text', () => {
    expect(values.lowStockThreshold).toBe('5');
    expect(values.trn).toBe(settings.trn);
  });

  it('accepts the settings as they are', () => {
    expect(validateSettings(values)).toEqual({});
  });

  it('names each field in error with the shop’s own rules', () => {
    const errors = validateSettings({ ...values, trn: '123', phone: '12345', email: 'shop', lowStockThreshold: '2.5' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'lowStockThreshold', 'phone', 'trn']);
    expect(errors.trn).toBe('TRN must be 15 digits.');
    expect(validateSettings({ ...values, legalName: '  ' }).legalName).toBe('Legal name is required.');
  });

  it('sends only what changed, trimmed, the threshold as a number', () => {
    expect(changedSettings(settings, values)).toBeNull();
    expect(changedSettings(settings, { ...values, tradingName: ' Tees DXB ', lowStockThreshold: '8' })).toEqual({
      tradingName: 'Tees DXB',
      lowStockThreshold: 8,
    });
  });
});
