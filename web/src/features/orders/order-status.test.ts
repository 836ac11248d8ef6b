import { describe, expect, it } from 'vitest';
import { phoneOrNull, statusTone, timelineEntries } from './order-status.ts';

describe('statusTone', () => {
  it('is critical for cancelled and returned orders', () => {
    expect(statusTone('CANCELLED')).toBe('critical');
    expect(statusTone('RETURNED')).toBe('critical');
  });

  it('is success for delivered orders', () => {
    expect(statusTone('DELIVERED')).toBe('success');
  });

  it('is warning while the order is on its way', () => {
    expect(statusTone('PLACED')).toBe('warning');
    expect(statusTone('PACKED')).toBe('warning');
    expect(statusTone('DISPATCHED')).toBe('warning');
  });
});

describe('timelineEntries', () => {
  const at = '2026-11-22T06:00:00.000Z';

  it('keeps each status and its instant, for the page to word in its language', () => {
    const [entry] = timelineEntries([{ status: 'PLACED', at, courier: null, trackingNumber: null }]);
    expect(entry).toMatchObject({ status: 'PLACED', at, tone: 'warning' });
  });

  it('marks every entry but the last as done, and the last by its status', () => {
    const tones = timelineEntries([
      { status: 'PLACED', at, courier: null, trackingNumber: null },
      { status: 'PACKED', at, courier: null, trackingNumber: null },
      { status: 'DISPATCHED', at, courier: 'Aramex', trackingNumber: 'AX123' },
    ]).map((entry) => entry.tone);
    expect(tones).toEqual(['success', 'success', 'warning']);
  });

  it('is critical for a cancelled or returned entry wherever it is', () => {
    const entries = timelineEntries([
      { status: 'PLACED', at, courier: null, trackingNumber: null },
      { status: 'CANCELLED', at, courier: null, trackingNumber: null },
    ]);
    expect(entries.map((entry) => entry.tone)).toEqual(['success', 'critical']);
  });

  it('is success for a delivered last entry', () => {
    expect(timelineEntries([{ status: 'DELIVERED', at, courier: null, trackingNumber: null }])[0]!.tone).toBe(
      'success',
    );
  });

  it('keeps the courier and tracking number when present, and nothing for empty ones', () => {
    const [dispatched, placed] = timelineEntries([
      { status: 'DISPATCHED', at, courier: 'Aramex', trackingNumber: 'AX123' },
      { status: 'PLACED', at, courier: '', trackingNumber: null },
    ]);
    expect(dispatched).toMatchObject({ courier: 'Aramex', trackingNumber: 'AX123' });
    expect(placed).toMatchObject({ courier: null, trackingNumber: null });
  });

  it('gives every entry its own key', () => {
    const entries = timelineEntries([
      { status: 'PLACED', at, courier: null, trackingNumber: null },
      { status: 'PLACED', at, courier: null, trackingNumber: null },
    ]);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(2);
  });
});

describe('phoneOrNull', () => {
  it('shows the phone, or nothing (the page says N/A) when none was given', () => {
    expect(phoneOrNull('0501234567')).toBe('0501234567');
    expect(phoneOrNull(null)).toBeNull();
    expect(phoneOrNull(' ')).toBeNull();
  });
});
