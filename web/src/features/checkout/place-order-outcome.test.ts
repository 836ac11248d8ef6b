import { CombinedGraphQLErrors } from '@apollo/client';
import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { isUnauthenticated, placeOrderOutcome } from './place-order-outcome.ts';

describe('placeOrderOutcome', () => {
  it('is placed when the gateway answers an order', () => {
    expect(placeOrderOutcome({ order: { id: '261122K7Q2M9XR' }, errors: [] })).toEqual({
      kind: 'placed',
      orderId: '261122K7Q2M9XR',
    });
  });

  it("shows a refusal about no field, such as out of stock, as the server's message", () => {
    const message = 'Drift King Tee (size M, colour Black) is out of stock.';
    expect(placeOrderOutcome({ order: null, errors: [{ field: null, message }] })).toEqual({
      kind: 'refused',
      errors: { [FORM_ERROR]: message },
    });
  });

  it('puts field refusals under their fields and the first of them in the alert', () => {
    const outcome = placeOrderOutcome({
      order: null,
      errors: [
        { field: 'phone', message: 'Phone is required.' },
        { field: 'street', message: 'Street is required.' },
      ],
    });
    expect(outcome).toEqual({
      kind: 'refused',
      errors: { phone: 'Phone is required.', street: 'Street is required.', [FORM_ERROR]: 'Phone is required.' },
    });
  });

  it('treats a field the form does not have as a general message', () => {
    const outcome = placeOrderOutcome({ order: null, errors: [{ field: 'lines', message: 'Your cart is empty.' }] });
    expect(outcome).toEqual({ kind: 'refused', errors: { [FORM_ERROR]: 'Your cart is empty.' } });
  });

  it("says 'Order failed.' when the answer holds neither an order nor a reason", () => {
    expect(placeOrderOutcome({ order: null, errors: [] })).toEqual({
      kind: 'refused',
      errors: { [FORM_ERROR]: 'Order failed.' },
    });
    expect(placeOrderOutcome(undefined)).toEqual({ kind: 'refused', errors: { [FORM_ERROR]: 'Order failed.' } });
  });
});

describe('isUnauthenticated', () => {
  const fault = (code: string) =>
    new CombinedGraphQLErrors({ data: null, errors: [{ message: 'x', extensions: { code } }] });

  it('recognises the gateway asking for a login', () => {
    expect(isUnauthenticated(fault('UNAUTHENTICATED'))).toBe(true);
  });

  it('is false for other faults', () => {
    expect(isUnauthenticated(fault('UPSTREAM_UNAVAILABLE'))).toBe(false);
    expect(isUnauthenticated(new Error('Failed to fetch'))).toBe(false);
    expect(isUnauthenticated(undefined)).toBe(false);
  });
});
