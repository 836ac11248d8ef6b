import { describe, expect, it } from 'vitest';
import { timeLeft, withDeadline } from './deadline.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withDeadline', () => {
  it('has no deadline outside an operation', () => {
    expect(timeLeft()).toBe(Number.POSITIVE_INFINITY);
  });

  it('carries the deadline through awaits to whatever the work calls', async () => {
    const left = await withDeadline({}, 1_000, async () => {
      await pause(20);
      return timeLeft();
    });
    expect(left).toBeLessThanOrEqual(980);
    expect(left).toBeGreaterThan(0);
  });

  it('counts a second field of the same operation from the operation start', async () => {
    const operation = {};
    await withDeadline(operation, 1_000, () => pause(60));
    const left = await withDeadline(operation, 1_000, async () => timeLeft());
    expect(left).toBeLessThanOrEqual(940);
  });

  it('never lets an inner deadline extend an outer one', async () => {
    const left = await withDeadline({}, 100, () => withDeadline({}, 10_000, async () => timeLeft()));
    expect(left).toBeLessThanOrEqual(100);
  });
});
