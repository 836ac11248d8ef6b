import { describe, expect, it } from 'vitest';
import { courierTrackingUrl, KNOWN_COURIERS } from './couriers.ts';

describe('courierTrackingUrl', () => {
  it("links a known courier's tracking number to its tracking page, however staff typed the name", () => {
    expect(courierTrackingUrl('Aramex', '1234567890')).toBe(
      'https://www.aramex.com/ae/en/track/results?ShipmentNumber=1234567890',
    );
    expect(courierTrackingUrl(' aramex ', ' 1234567890 ')).toContain('ShipmentNumber=1234567890');
    expect(courierTrackingUrl('DHL Express', 'JD014600006281')).toContain('tracking-id=JD014600006281');
    expect(courierTrackingUrl('FEDEX', '7946-1234-5678')).toContain('trknbr=7946-1234-5678');
    expect(courierTrackingUrl('Emirates Post', 'RR123456789AE')).toContain('emiratespost.ae');
    for (const name of KNOWN_COURIERS) expect(courierTrackingUrl(name, 'AB1234'), name).toMatch(/^https:\/\//);
  });

  it('leaves an unknown courier, a missing number or an odd one as plain text', () => {
    expect(courierTrackingUrl('Ahmed on his bike', '1234567890')).toBeUndefined();
    expect(courierTrackingUrl(null, '1234567890')).toBeUndefined();
    expect(courierTrackingUrl('Aramex', null)).toBeUndefined();
    expect(courierTrackingUrl('Aramex', '123&x=<script>')).toBeUndefined();
    expect(courierTrackingUrl('Aramex', 'x'.repeat(41))).toBeUndefined();
  });
});
