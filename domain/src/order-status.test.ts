import { describe, expect, it } from 'vitest';
import {
  awaitsDelivery,
  canRecordCashCollected,
  canTransition,
  isCancellable,
  isInvoiceable,
  isOrderStatus,
  nextStatuses,
  ORDER_STATUSES,
  timelineTone,
} from './order-status.ts';

describe('order status machine', () => {
  it('follows PLACED → PACKED → DISPATCHED → DELIVERED → RETURNED', () => {
    expect(canTransition('PLACED', 'PACKED')).toBe(true);
    expect(canTransition('PACKED', 'DISPATCHED')).toBe(true);
    expect(canTransition('DISPATCHED', 'DELIVERED')).toBe(true);
    expect(canTransition('DELIVERED', 'RETURNED')).toBe(true);
  });
  it('cancels only from PLACED or PACKED', () => {
    expect(ORDER_STATUSES.filter(isCancellable)).toEqual(['PLACED', 'PACKED']);
    expect(canTransition('PLACED', 'CANCELLED')).toBe(true);
    expect(canTransition('PACKED', 'CANCELLED')).toBe(true);
    expect(canTransition('DISPATCHED', 'CANCELLED')).toBe(false);
  });
  it('refuses skipping and going back', () => {
    expect(canTransition('PLACED', 'DISPATCHED')).toBe(false);
    expect(canTransition('DELIVERED', 'PLACED')).toBe(false);
    expect(nextStatuses('CANCELLED')).toEqual([]);
    expect(nextStatuses('RETURNED')).toEqual([]);
  });
  it('recognises only the six statuses', () => {
    expect(isOrderStatus('PACKED')).toBe(true);
    expect(isOrderStatus('packed')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });
});

describe('awaiting delivery', () => {
  it('is only an order still on its way, never a cancelled, delivered or returned one', () => {
    expect(ORDER_STATUSES.filter((status) => awaitsDelivery(status))).toEqual(['PLACED', 'PACKED', 'DISPATCHED']);
  });
});

describe('timeline tone', () => {
  it('is critical for CANCELLED and RETURNED', () => {
    expect(timelineTone('CANCELLED', true)).toBe('critical');
    expect(timelineTone('RETURNED', false)).toBe('critical');
  });
  it('is success for DELIVERED and every entry before the last', () => {
    expect(timelineTone('DELIVERED', true)).toBe('success');
    expect(timelineTone('PLACED', false)).toBe('success');
  });
  it('is warning for the last entry otherwise', () => {
    expect(timelineTone('DISPATCHED', true)).toBe('warning');
  });
});

describe('back-office rules', () => {
  it('records cash only once DELIVERED, and invoices any order not CANCELLED', () => {
    expect(ORDER_STATUSES.filter(canRecordCashCollected)).toEqual(['DELIVERED']);
    expect(ORDER_STATUSES.filter((status) => !isInvoiceable(status))).toEqual(['CANCELLED']);
  });
});
