import { describe, expect, it } from 'vitest';
import { timeLeft, withDeadline } from './deadline.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A timer may fire a millisecond or two early by Date.now(), which the deadline is counted in. */
const CLOCK_SLACK_MS = 5;

describe('withDeadline', () => {
  it('has no deadline outside an operation', () => {
    expect(timeLeft()).toBe(Number.POSITIVE_INFINITY);
  });

  it('carries the deadline through awaits to whatever the work calls', async () => {
    const left = await withDeadline({}, 1_000, async () => {
      await pause(20);
      return timeLeft();
    });
    expect(left).toBeLessThanOrEqual(1_000 - 20 + CLOCK_SLACK_MS);
    expect(left).toBeGreaterThan(0);
  });

  it('counts a second field of the same operation from the operation start', async () => {
    const operation = {};
    await withDeadline(operation, 1_000, () => pause(60));
    const left = await withDeadline(operation, 1_000, async () => timeLeft());
    expect(left).toBeLessThanOrEqual(1_000 - 60 + CLOCK_SLACK_MS);
  });

  it('never lets an inner deadline extend an outer one', async () => {
    const left = await withDeadline({}, 100, () => withDeadline({}, 10_000, async () => timeLeft()));
    expect(left).toBeLessThanOrEqual(100);
  });
});
