import { describe, expect, it } from 'vitest';
import {
  firstError,
  isEmail,
  isUaePhone,
  isWholeQuantity,
  normaliseEmail,
  passwordProblem,
  validateCancelReason,
  validateContact,
  validateLogin,
  validatePasswordChange,
  validateProfile,
  validateRegistration,
  validateShipping,
} from './validation.ts';
import { MESSAGES } from './messages.ts';

const registration = {
  firstName: 'Aisha',
  lastName: 'Khan',
  email: 'aisha@example.ae',
  phone: '050 123 4567',
  password: 'desert-rally-7',
  confirmPassword: 'desert-rally-7',
  agreeToTerms: true,
};

const shipping = {
  firstName: 'Aisha',
  lastName: 'Khan',
  phone: '+971 50 123 4567',
  whatsapp: '0501234567',
  emirate: 'Dubai',
  postalCode: '00000',
  flatNo: '1203',
  buildingName: 'Marina Heights',
  area: 'Dubai Marina',
  street: 'Al Marsa Street',
};

describe('e-mail and phone', () => {
  it('accepts ordinary addresses and refuses broken ones', () => {
    expect(isEmail('a.b+c@shop.example.ae')).toBe(true);
    for (const bad of ['', 'plain', 'a@b', 'a b@c.com', '@c.com', 'a@.com', 42]) expect(isEmail(bad)).toBe(false);
  });
  it('accepts addresses up to 254 characters, and not one more', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.ae`;
    const longest = `${local}@${domain}`;
    expect(longest).toHaveLength(254);
    expect(isEmail(longest)).toBe(true);
    expect(isEmail(`  ${longest.toUpperCase()} `)).toBe(true);
    expect(isEmail(`a${longest}`)).toBe(false);
    expect(validateRegistration({ ...registration, email: longest }).email).toBeUndefined();
  });
  it('normalises e-mail for comparison', () => {
    expect(normaliseEmail('  Aisha@Example.AE ')).toBe('aisha@example.ae');
  });
  it('accepts UAE mobiles and landlines in local and international form', () => {
    for (const ok of [
      '0501234567',
      '050 123 4567',
      '+971501234567',
      '00971 55 123 4567',
      '04 123 4567',
      '+971-4-1234567',
    ])
      expect(isUaePhone(ok), ok).toBe(true);
  });
  it('refuses numbers that are not from the UAE', () => {
    for (const bad of ['12345', '+44 7700 900123', '050123456', '05012345678', 'phone'])
      expect(isUaePhone(bad), bad).toBe(false);
  });
});

describe('quantities', () => {
  it('are whole numbers of at least one', () => {
    expect(isWholeQuantity(1)).toBe(true);
    expect(isWholeQuantity(0)).toBe(false);
    expect(isWholeQuantity(-1)).toBe(false);
    expect(isWholeQuantity(1.5)).toBe(false);
    expect(isWholeQuantity('2')).toBe(false);
    expect(isWholeQuantity(1000)).toBe(false);
  });
});

describe('registration', () => {
  it('passes a complete form', () => {
    expect(validateRegistration(registration)).toEqual({});
  });
  it('names each missing required field', () => {
    const errors = validateRegistration({});
    expect(errors.firstName).toBe('First name is required.');
    expect(errors.lastName).toBe('Last name is required.');
    expect(errors.email).toBe('E-mail is required.');
    expect(errors.phone).toBe('Phone is required.');
    expect(errors.password).toBe('Password is required.');
    expect(errors.agreeToTerms).toBe('You must agree to the terms and conditions.');
    expect(errors.whatsapp).toBeUndefined();
  });
  it("says 'Passwords do not match!' when the confirmation differs", () => {
    expect(validateRegistration({ ...registration, confirmPassword: 'other-pass' }).confirmPassword).toBe(
      'Passwords do not match!',
    );
  });
  it('refuses short passwords and a malformed optional WhatsApp number', () => {
    const errors = validateRegistration({
      ...registration,
      password: 'short',
      confirmPassword: 'short',
      whatsapp: '123',
    });
    expect(errors.password).toBe('Password must be at least 8 characters.');
    expect(errors.whatsapp).toBe('WhatsApp must be a UAE number, e.g. 050 123 4567.');
  });
  it('refuses values that are not text', () => {
    expect(validateRegistration({ ...registration, firstName: { $ne: '' } }).firstName).toBe(
      'First name must be text.',
    );
  });
});

describe('password policy', () => {
  const isCommon = (password: string) => password.toLowerCase() === 'password1';

  it('refuses a password the policy calls common, saying why, at registration and change', () => {
    const common = { password: 'PASSWORD1', confirmPassword: 'PASSWORD1' };
    expect(validateRegistration({ ...registration, ...common }, { isCommon }).password).toBe(
      'This password is too common. Choose one that is harder to guess.',
    );
    expect(
      validatePasswordChange({ oldPassword: 'x', newPassword: 'Password1', confirmPassword: 'Password1' }, { isCommon })
        .newPassword,
    ).toBe('This password is too common. Choose one that is harder to guess.');
    expect(passwordProblem('password1', 'New password', { isCommon })).toBe(MESSAGES.passwordTooCommon);
  });

  it('checks only lengths without a policy, as the web client does', () => {
    expect(passwordProblem('password1')).toBeUndefined();
    expect(validateRegistration({ ...registration, password: 'password1', confirmPassword: 'password1' })).toEqual({});
  });

  it('says the length rule before asking the policy', () => {
    expect(passwordProblem('short', 'Password', { isCommon: () => true })).toBe(
      'Password must be at least 8 characters.',
    );
  });
});

describe('login, profile, password change', () => {
  it('requires a valid e-mail and a password', () => {
    expect(validateLogin({ email: 'x', password: '' })).toEqual({
      email: 'Enter a valid e-mail address.',
      password: 'Password is required.',
    });
  });
  it('requires first name, last name and phone for the profile', () => {
    expect(Object.keys(validateProfile({ whatsapp: '' }))).toEqual(['firstName', 'lastName', 'phone']);
  });
  it('requires all three passwords and a matching confirmation', () => {
    expect(
      validatePasswordChange({ oldPassword: 'old-pass-1', newPassword: 'new-pass-1', confirmPassword: 'new-pass-2' }),
    ).toEqual({
      confirmPassword: 'Passwords do not match!',
    });
    expect(Object.keys(validatePasswordChange({}))).toEqual(['oldPassword', 'newPassword']);
  });
});

describe('checkout shipping details', () => {
  it('passes a complete address with an optional note left out', () => {
    expect(validateShipping(shipping)).toEqual({});
  });
  it('requires every field but the note, WhatsApp included', () => {
    const errors = validateShipping({});
    expect(Object.keys(errors)).toEqual([
      'firstName',
      'lastName',
      'phone',
      'whatsapp',
      'emirate',
      'postalCode',
      'flatNo',
      'buildingName',
      'area',
      'street',
    ]);
    expect(firstError(errors)).toBe('First name is required.');
  });
  it('accepts only the seven emirates', () => {
    expect(validateShipping({ ...shipping, emirate: 'Muscat' }).emirate).toBe(
      'Emirate must be one of the seven emirates.',
    );
    expect(validateShipping({ ...shipping, emirate: 'Ras Al Khaimah' })).toEqual({});
  });
  it('says an emirate left empty is required', () => {
    for (const emirate of ['', '   ', undefined, null]) {
      expect(validateShipping({ ...shipping, emirate }).emirate).toBe('Emirate is required.');
    }
  });
  it('bounds the length of free text', () => {
    expect(validateShipping({ ...shipping, note: 'x'.repeat(501) }).note).toBe('Note must be at most 500 characters.');
  });
});

describe('contact and cancel', () => {
  it('requires name, a valid e-mail and a message', () => {
    expect(Object.keys(validateContact({ email: 'nope' }))).toEqual(['name', 'email', 'message']);
  });
  it('requires one of the three cancel reasons', () => {
    expect(validateCancelReason('')).toBe('Cancel reason is required.');
    expect(validateCancelReason('Changed my mind')).toMatch(/^Cancel reason must be one of/);
    expect(validateCancelReason('Wrong Item has been selected')).toBeUndefined();
  });
});
