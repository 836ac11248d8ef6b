import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWhenIdle, whenQuiet } from './idle-queue.ts';

type IdleCallback = () => void;

describe('runWhenIdle', () => {
  const idle: IdleCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleCallback) => idle.push(callback));
  const nextIdlePeriod = () => idle.shift()?.();

  afterEach(() => {
    while (idle.length > 0) nextIdlePeriod();
  });

  it('runs one job per idle period, in the order they came', () => {
    const ran: string[] = [];
    runWhenIdle(() => ran.push('slideshow'));
    runWhenIdle(() => ran.push('new arrivals'));
    runWhenIdle(() => ran.push('testimonials'));
    expect(ran).toEqual([]);
    nextIdlePeriod();
    expect(ran).toEqual(['slideshow']);
    nextIdlePeriod();
    expect(ran).toEqual(['slideshow', 'new arrivals']);
    nextIdlePeriod();
    expect(ran).toEqual(['slideshow', 'new arrivals', 'testimonials']);
    expect(idle).toEqual([]);
  });

  it('forgets a job taken back before it ran', () => {
    const ran: string[] = [];
    const takeBack = runWhenIdle(() => ran.push('unmounted'));
    runWhenIdle(() => ran.push('kept'));
    takeBack();
    nextIdlePeriod();
    expect(ran).toEqual(['kept']);
  });

  it('queues a job that a job adds behind the others', () => {
    const ran: string[] = [];
    runWhenIdle(() => {
      ran.push('load');
      runWhenIdle(() => ran.push('start'));
    });
    runWhenIdle(() => ran.push('other'));
    nextIdlePeriod();
    nextIdlePeriod();
    nextIdlePeriod();
    expect(ran).toEqual(['load', 'other', 'start']);
  });
});

describe('whenQuiet', () => {
  type QuietCallback = (deadline: { timeRemaining(): number; didTimeout: boolean }) => void;
  const idle: QuietCallback[] = [];
  const idlePeriod = (ms: number) => idle.shift()?.({ timeRemaining: () => ms, didTimeout: false });

  it('waits past short gaps between tasks for a whole idle period, pausing between looks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (callback: QuietCallback) => idle.push(callback));
    let settled = false;
    whenQuiet(() => (settled = true));
    idlePeriod(4);
    // Not asked again within the same gap: the next look comes after a pause.
    expect(idle).toEqual([]);
    vi.advanceTimersByTime(50);
    idlePeriod(16);
    vi.advanceTimersByTime(50);
    expect(settled).toBe(false);
    idlePeriod(49.9);
    expect(settled).toBe(true);
    expect(idle).toEqual([]);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('gives up waiting on a page that is never idle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (callback: QuietCallback) => idle.push(callback));
    let settled = false;
    whenQuiet(() => (settled = true), 1000);
    idlePeriod(3);
    vi.advanceTimersByTime(1000);
    idlePeriod(3);
    expect(settled).toBe(true);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
});
