/** Request bodies a shopper's browser would send, for the backend tests. */

export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    fname: 'Aisha',
    lname: 'Khan',
    email,
    phone: '050 123 4567',
    whatsapp: '',
    password_hash: 'desert-rally-7',
    confirmPassword: 'desert-rally-7',
    agree_checkbox: true,
    ...overrides,
  };
}

export const shippingInfo = {
  name: 'Aisha',
  lname: 'Khan',
  phone: '050 123 4567',
  whatsapp: '050 123 4567',
  emirate: 'Dubai',
  postal: '00000',
  flat_no: '1203',
  building_name: 'Marina Heights',
  area: 'Dubai Marina',
  street: 'Al Marsa Street',
  note: 'Call before delivery',
  paymentmethod: 'cod',
};

export interface Line {
  id: number;
  quantity: number;
  ssize?: string;
  scolor?: string;
  price?: number;
}

export function orderBody(email: string, lines: Line[], overrides: Record<string, unknown> = {}) {
  return {
    info: { ...shippingInfo, email },
    cartProducts: lines.map((line) => ({ title: 'whatever the client says', imgSrc: '', price: 0.01, ...line })),
    totalPrice: 0.01,
    loginUser: email,
    discounts: [],
    ...overrides,
  };
}

/** The back-office owner every test backend starts with (ensureOwner). */
export const TEST_OWNER = { email: 'owner@store.test', password: 'owner-pass-2026' };

/**
 * scrypt's N for the passwords test backends hash (PASSWORD_HASH_COST): 2^14 rather than production's 2^17, so a
 * test's sign-ins take milliseconds. Tests of the hashing queue itself start their backend at production's cost.
 */
export const TEST_PASSWORD_HASH_COST = 2 ** 14;
