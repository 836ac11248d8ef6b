import { describe, expect, it } from 'vitest';
import {
  emirateLabel,
  initialShippingValues,
  toShippingInput,
  validateShippingForm,
  type ShippingFormValues,
} from './shipping-values.ts';

const filled: ShippingFormValues = {
  firstName: ' Aisha ',
  lastName: 'Khan',
  phone: '050 123 4567',
  whatsapp: '0501234567',
  emirate: 'RAS_AL_KHAIMAH',
  postalCode: '00000',
  flatNo: '1204',
  buildingName: 'Marina Heights',
  area: 'Dubai Marina',
  street: 'Al Marsa Street',
  note: '',
};

describe('emirateLabel', () => {
  it('gives the words of every emirate', () => {
    expect(emirateLabel('ABU_DHABI')).toBe('Abu Dhabi');
    expect(emirateLabel('DUBAI')).toBe('Dubai');
    expect(emirateLabel('UMM_AL_QUWAIN')).toBe('Umm Al Quwain');
    expect(emirateLabel('RAS_AL_KHAIMAH')).toBe('Ras Al Khaimah');
    expect(emirateLabel('FUJAIRAH')).toBe('Fujairah');
  });
});

describe('initialShippingValues', () => {
  it('starts the note with the one written in the side cart', () => {
    expect(initialShippingValues(customer, 'Leave it with the guard').note).toBe('Leave it with the guard');
    expect(initialShippingValues(customer).note).toBe('');
  });

  const customer = {
    email: 'a@b.ae',
    firstName: 'Aisha',
    lastName: 'Khan',
    phone: '0501234567',
    whatsapp: null,
    lastShippingAddress: null,
  };

  it('prefills the names and phone from the profile, WhatsApp from the phone when none is given', () => {
    expect(initialShippingValues(customer)).toMatchObject({
      firstName: 'Aisha',
      lastName: 'Khan',
      phone: '0501234567',
      whatsapp: '0501234567',
      emirate: '',
    });
  });

  it('prefills WhatsApp from the profile when given', () => {
    expect(initialShippingValues({ ...customer, whatsapp: '0559876543' }).whatsapp).toBe('0559876543');
  });

  it("prefills the address of the customer's newest order, which then passes validation", () => {
    const lastShippingAddress = {
      emirate: 'SHARJAH' as const,
      postalCode: '11111',
      flatNo: '7',
      buildingName: 'Al Noor Tower',
      area: 'Al Majaz',
      street: 'Corniche Street',
    };
    const values = initialShippingValues({ ...customer, lastShippingAddress });
    expect(values).toMatchObject(lastShippingAddress);
    expect(validateShippingForm(values)).toEqual({});
  });
});

describe('validateShippingForm', () => {
  it('accepts a filled form without a note', () => {
    expect(validateShippingForm(filled)).toEqual({});
  });

  it('requires every field but the note', () => {
    const errors = validateShippingForm({});
    expect(Object.keys(errors).sort()).toEqual(
      [
        'area',
        'buildingName',
        'emirate',
        'firstName',
        'flatNo',
        'lastName',
        'phone',
        'postalCode',
        'street',
        'whatsapp',
      ].sort(),
    );
    expect(errors.firstName).toBe('First name is required.');
  });

  it('requires an emirate to be chosen', () => {
    expect(validateShippingForm({ ...filled, emirate: '' }).emirate).toBeDefined();
  });

  it('checks the phone numbers are UAE numbers', () => {
    expect(validateShippingForm({ ...filled, whatsapp: '12345' }).whatsapp).toMatch(/UAE number/);
  });
});

describe('toShippingInput', () => {
  it('trims the values and leaves an empty note out', () => {
    expect(toShippingInput(filled)).toEqual({
      firstName: 'Aisha',
      lastName: 'Khan',
      phone: '050 123 4567',
      whatsapp: '0501234567',
      emirate: 'RAS_AL_KHAIMAH',
      postalCode: '00000',
      flatNo: '1204',
      buildingName: 'Marina Heights',
      area: 'Dubai Marina',
      street: 'Al Marsa Street',
      note: null,
    });
  });

  it('keeps a note', () => {
    expect(toShippingInput({ ...filled, note: ' Call before coming ' }).note).toBe('Call before coming');
  });
});
