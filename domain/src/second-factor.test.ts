import { describe, expect, it } from 'vitest';
import { mayTurnOffSecondFactor, secondFactorCode } from './second-factor.ts';

describe('second factor rules', () => {
  it('reads a 6-digit code, with the spaces an app shows, and nothing else', () => {
    expect(secondFactorCode('123456')).toBe('123456');
    expect(secondFactorCode(' 123 456 ')).toBe('123456');
    for (const bad of ['12345', '1234567', 'abcdef', '12345a', '', 123456, null, '1'.repeat(30)]) {
      expect(secondFactorCode(bad), String(bad)).toBeNull();
    }
  });

  it('lets staff turn it off, never an owner', () => {
    expect(mayTurnOffSecondFactor('STAFF')).toBe(true);
    expect(mayTurnOffSecondFactor('OWNER')).toBe(false);
  });
});
