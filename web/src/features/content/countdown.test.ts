import { describe, expect, it } from 'vitest';
import { COMING_SOON_COUNTDOWN_SECONDS } from '@store/domain';
import { secondsLeft, splitSeconds, twoDigits } from './countdown.ts';

describe('splitSeconds', () => {
  it('splits the coming-soon countdown into 11 days 15:51:40', () => {
    expect(splitSeconds(COMING_SOON_COUNTDOWN_SECONDS)).toEqual({ days: 11, hours: 15, minutes: 51, seconds: 40 });
  });

  it('carries at each unit boundary', () => {
    expect(splitSeconds(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(splitSeconds(60)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
    expect(splitSeconds(3_600)).toEqual({ days: 0, hours: 1, minutes: 0, seconds: 0 });
    expect(splitSeconds(86_399)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(splitSeconds(86_400)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
  });

  it('never goes below zero and ignores fractions', () => {
    expect(splitSeconds(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitSeconds(61.9)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1 });
  });
});

describe('secondsLeft', () => {
  const deadline = 1_000_000;

  it('counts whole seconds, rounding a started second up', () => {
    expect(secondsLeft(deadline, deadline - 5_000)).toBe(5);
    expect(secondsLeft(deadline, deadline - 4_001)).toBe(5);
    expect(secondsLeft(deadline, deadline - 1)).toBe(1);
  });

  it('is zero at and after the deadline', () => {
    expect(secondsLeft(deadline, deadline)).toBe(0);
    expect(secondsLeft(deadline, deadline + 10_000)).toBe(0);
  });
});

describe('twoDigits', () => {
  it('pads single digits and keeps longer numbers', () => {
    expect(twoDigits(0)).toBe('00');
    expect(twoDigits(7)).toBe('07');
    expect(twoDigits(42)).toBe('42');
    expect(twoDigits(123)).toBe('123');
  });
});
