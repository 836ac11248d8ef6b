import { DEFAULT_SHOP_SETTINGS } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { changedSettings, settingsValues, settingText, validateSettings } from './settings-rules.ts';

const settings = { ...DEFAULT_SHOP_SETTINGS };
const values = settingsValues(settings);

describe('the settings form', () => {
  it('shows every setting as text', () => {
    expect(values.lowStockThreshold).toBe('5');
    expect(values.trn).toBe(settings.trn);
    expect(values.openingHours).toBe('Mon-Sat 7:30am-8:00pm\nSunday 9:00am-5:00pm');
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

  it('reads the opening hours one per line, blank lines dropped, and checks them with the shop’s rules', () => {
    const hours = ' Mon-Fri 9am-9pm \r\n\n Sat 10am-6pm\n';
    expect(changedSettings(settings, { ...values, openingHours: hours })).toEqual({
      openingHours: ['Mon-Fri 9am-9pm', 'Sat 10am-6pm'],
    });
    // The same lines with other spacing are no change.
    expect(
      changedSettings(settings, { ...values, openingHours: ' Mon-Sat 7:30am-8:00pm\n\nSunday 9:00am-5:00pm ' }),
    ).toBeNull();
    expect(validateSettings({ ...values, openingHours: ' \n ' }).openingHours).toBe('Opening hours are required.');
    expect(validateSettings({ ...values, openingHours: 'Day\n'.repeat(8) }).openingHours).toBe(
      'Opening hours take at most 7 lines.',
    );
  });

  it('shows the opening hours one per line to a member who reads them', () => {
    expect(settingText(settings, 'openingHours')).toBe('Mon-Sat 7:30am-8:00pm\nSunday 9:00am-5:00pm');
    expect(settingText(settings, 'lowStockThreshold')).toBe('5');
  });
});

describe('the new-order mail switch', () => {
  it('shows as a checkbox value and sends only its change, as on or off', () => {
    expect(values.newOrderMail).toBe(true);
    expect(validateSettings({ ...values, newOrderMail: false })).toEqual({});
    expect(changedSettings(settings, { ...values, newOrderMail: false })).toEqual({ newOrderMail: false });
    expect(changedSettings(settings, { ...values, newOrderMail: true })).toBeNull();
  });
});
