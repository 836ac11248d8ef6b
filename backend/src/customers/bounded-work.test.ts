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

describe('BoundedWork is fair when full', () => {
  const flood = { client: '203.0.113.1', priority: 'normal' } as const;
  const customer = { client: '198.51.100.7', priority: 'normal' } as const;

  it("lets a client with nothing waiting push out a flooding client's newest job, and serves it next", async () => {
    const work = new BoundedWork(1, 3);
    const { job, ends } = tracker();
    const order: string[] = [];
    const tagged = (tag: string) => () => job().then(() => order.push(tag));
    const running = work.run(tagged('flood-0'), flood);
    const waiting = [1, 2, 3].map((i) => work.run(tagged(`flood-${i}`), flood));
    const mine = work.run(tagged('customer'), customer);
    await expect(waiting[2]).rejects.toBeInstanceOf(WorkQueueFull);
    // A second newcomer from the flooding client is refused, not let in by pushing out its own.
    await expect(work.run(tagged('flood-4'), flood)).rejects.toBeInstanceOf(WorkQueueFull);
    while (ends.length || work.running) {
      ends.shift()?.();
      await sleep(0);
    }
    await Promise.all([running, mine, waiting[0], waiting[1]]);
    expect(order).toEqual(['flood-0', 'customer', 'flood-1', 'flood-2']);
  });

  it('starts normal jobs before low ones, and pushes low ones out for a normal newcomer', async () => {
    const work = new BoundedWork(1, 2);
    const { job, ends } = tracker();
    const order: string[] = [];
    const tagged = (tag: string) => () => job().then(() => order.push(tag));
    const low = (client: string) => ({ client, priority: 'low' }) as const;
    const first = work.run(tagged('first'), customer);
    const lows = [work.run(tagged('low-a'), low('10.0.0.1')), work.run(tagged('low-b'), low('10.0.0.2'))];
    const normal = work.run(tagged('normal'), { client: '10.0.0.3', priority: 'normal' });
    await expect(lows[1]).rejects.toBeInstanceOf(WorkQueueFull);
    await expect(work.run(tagged('low-c'), low('10.0.0.4'))).rejects.toBeInstanceOf(WorkQueueFull);
    while (ends.length || work.running) {
      ends.shift()?.();
      await sleep(0);
    }
    await Promise.all([first, normal, lows[0]]);
    expect(order).toEqual(['first', 'normal', 'low-a']);
  });
});

describe('BoundedWork with a bound on the jobs ahead', () => {
  it('refuses at once a job with more ahead of it than it may wait for; low jobs behind it do not count', async () => {
    const work = new BoundedWork(1, 8);
    const { job, ends } = tracker();
    const running = work.run(job);
    const ahead = [work.run(job), work.run(job)];
    const low = [1, 2, 3].map((i) => work.run(job, { client: `10.0.0.${i}`, priority: 'low' }));
    await expect(work.run(job, { client: '198.51.100.1', priority: 'normal', maxAhead: 1 })).rejects.toBeInstanceOf(
      WorkQueueFull,
    );
    const admitted = work.run(job, { client: '198.51.100.1', priority: 'normal', maxAhead: 2 });
    while (ends.length || work.running) {
      ends.shift()?.();
      await sleep(0);
    }
    await Promise.all([running, ...ahead, ...low, admitted]);
    expect(work.started).toBe(7);
  });
});

describe('BoundedWork and callers that hang up', () => {
  it('drops a waiting job whose caller has gone, and gives its place to the next', async () => {
    const work = new BoundedWork(1, 1);
    const { job, ends } = tracker();
    const running = work.run(job);
    const gone = new AbortController();
    const abandoned = work.run(job, { client: '198.51.100.9', priority: 'normal', signal: gone.signal });
    await expect(work.run(job, { client: '198.51.100.10', priority: 'normal' })).rejects.toBeInstanceOf(WorkQueueFull);
    gone.abort();
    await expect(abandoned).rejects.toBeInstanceOf(WorkQueueFull);
    const next = work.run(job, { client: '198.51.100.10', priority: 'normal' });
    while (ends.length || work.running) {
      ends.shift()?.();
      await sleep(0);
    }
    await Promise.all([running, next]);
    expect(work.started).toBe(2);
  });
});
