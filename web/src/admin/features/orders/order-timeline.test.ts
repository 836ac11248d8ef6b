import { describe, expect, it } from 'vitest';
import { timelineSteps } from './order-timeline.ts';

const status = (value: string, at: string) => ({
  status: value as 'PLACED',
  at,
  courier: null,
  trackingNumber: null,
  reason: null,
  actor: null,
});

describe('timelineSteps', () => {
  it('puts the invoice and the cash where they happened among the statuses', () => {
    const order = {
      timeline: [
        status('PLACED', '2026-03-01T08:00:00.000Z'),
        status('PACKED', '2026-03-01T09:00:00.000Z'),
        status('DISPATCHED', '2026-03-02T09:00:00.000Z'),
        status('DELIVERED', '2026-03-03T09:00:00.000Z'),
        status('RETURNED', '2026-03-09T09:00:00.000Z'),
      ],
      cashCollected: { at: '2026-03-03T09:05:00.000Z', by: 'layla@shop.test', amount: 79 },
      invoice: { number: 'INV-000007', issuedAt: '2026-03-01T10:00:00.000Z' },
    };
    const steps = timelineSteps(order).map((step) => (step.kind === 'status' ? step.entry.status : step.kind));
    expect(steps).toEqual(['PLACED', 'PACKED', 'invoice', 'DISPATCHED', 'DELIVERED', 'cash', 'RETURNED']);
  });

  it('keeps steps of the same instant in the order they were recorded', () => {
    const at = '2026-03-01T08:00:00.000Z';
    const order = { timeline: [status('PLACED', at), status('CANCELLED', at)], cashCollected: null, invoice: null };
    expect(timelineSteps(order).map((step) => step.kind === 'status' && step.entry.status)).toEqual([
      'PLACED',
      'CANCELLED',
    ]);
  });
});
