import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWhenIdle } from './idle-queue.ts';

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
