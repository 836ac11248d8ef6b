import { describe, expect, it } from 'vitest';
import {
  itemsLabel,
  orderStatusLabel,
  readStatus,
  returnPath,
  STATUS_CHOICES,
  STATUS_LABELS,
} from './return-labels.ts';

describe('the Returns page’s words and addresses', () => {
  it('filters by the six statuses the issue names, and ignores any other', () => {
    expect(STATUS_CHOICES.map((status) => STATUS_LABELS[status])).toEqual([
      'Requested',
      'Approved',
      'Refused',
      'Received',
      'Refunded',
      'Exchanged',
    ]);
    expect(readStatus('RECEIVED')).toBe('RECEIVED');
    expect(readStatus('received')).toBeNull();
    expect(readStatus('<script>')).toBeNull();
    expect(readStatus(null)).toBeNull();
  });

  it('links a return by its reference, escaped', () => {
    expect(returnPath('6f1c2a9e-0000')).toBe('/admin/returns/6f1c2a9e-0000');
    expect(returnPath('a/b?c')).toBe('/admin/returns/a%2Fb%3Fc');
  });

  it('counts items in words', () => {
    expect(itemsLabel(1)).toBe('1 item');
    expect(itemsLabel(3)).toBe('3 items');
    expect(orderStatusLabel('DELIVERED')).toBe('Delivered');
  });
});
