import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { BoundedWork, WorkQueueFull } from './bounded-work.ts';

/** A job that records how many jobs ran at once, and ends when told to. */
function tracker() {
  let now = 0;
  let peak = 0;
  const ends: (() => void)[] = [];
  const job = () =>
    new Promise<void>((resolve) => {
      now += 1;
      peak = Math.max(peak, now);
      ends.push(() => {
        now -= 1;
        resolve();
      });
    });
  return { job, ends, peak: () => peak, now: () => now };
}

describe('BoundedWork', () => {
  it('never runs more than maxRunning jobs at once, and runs the waiting ones in order', async () => {
    const work = new BoundedWork(2, 10);
    const order: number[] = [];
    const jobs = Array.from({ length: 8 }, (_, i) =>
      work.run(async () => {
        order.push(i);
        await sleep(5);
        return i;
      }),
    );
    expect(work.running).toBe(2);
    expect(work.waiting).toBe(6);
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(work.running).toBe(0);
    expect(work.started).toBe(8);
  });

  it('keeps the bound under a burst of 50 jobs of uneven length', async () => {
    const work = new BoundedWork(2, 100);
    let now = 0;
    let peak = 0;
    const jobs = Array.from({ length: 50 }, (_, i) =>
      work.run(async () => {
        now += 1;
        peak = Math.max(peak, now);
        await sleep(i % 3);
        now -= 1;
      }),
    );
    await Promise.all(jobs);
    expect(peak).toBe(2);
    expect(work.started).toBe(50);
  });

  it('refuses at once, without waiting, when the line is full; a slot freed lets work in again', async () => {
    const work = new BoundedWork(1, 2);
    const { job, ends, peak } = tracker();
    const admitted = [work.run(job), work.run(job), work.run(job)];
    await expect(work.run(job)).rejects.toBeInstanceOf(WorkQueueFull);
    await expect(work.run(job)).rejects.toThrow('Too much work waiting; try again later.');
    expect(work.refused).toBe(2);
    expect(work.running).toBe(1);
    expect(work.waiting).toBe(2);

    ends.shift()!();
    await sleep(0);
    // One left the line: one more may wait.
    admitted.push(work.run(job));
    await expect(work.run(job)).rejects.toBeInstanceOf(WorkQueueFull);
    while (ends.length || work.running) {
      ends.shift()?.();
      await sleep(0);
    }
    await Promise.all(admitted);
    expect(peak()).toBe(1);
    expect(work.started).toBe(4);
  });

  it('frees the slot when a job fails', async () => {
    const work = new BoundedWork(1, 0);
    await expect(work.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow('scrypt failed');
    expect(await work.run(async () => 'next')).toBe('next');
    expect(work.running).toBe(0);
  });
});
