import { describe, expect, it } from 'vitest';
import { dispatchedMessage, orderSteps } from './order-steps.ts';

describe('orderSteps', () => {
  it('offers only the transitions the order has', () => {
    const placed = orderSteps(['PACKED', 'CANCELLED']);
    expect(placed.simple.map((step) => step.label)).toEqual(['Mark packed']);
    expect(placed).toMatchObject({ dispatch: false, cancel: true });

    const packed = orderSteps(['DISPATCHED', 'CANCELLED']);
    expect(packed.simple).toEqual([]);
    expect(packed).toMatchObject({ dispatch: true, cancel: true });

    expect(orderSteps(['DELIVERED']).simple.map((step) => step.status)).toEqual(['DELIVERED']);
    expect(orderSteps(['RETURNED']).simple.map((step) => step.label)).toEqual(['Mark returned']);
    expect(orderSteps([])).toEqual({ simple: [], dispatch: false, cancel: false });
  });

  it('says where a dispatched order went', () => {
    expect(dispatchedMessage('Aramex', 'AX1')).toBe('The order is dispatched with Aramex, tracking number AX1.');
  });
});
