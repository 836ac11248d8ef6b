import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser.ts';

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes in a later task: a task queued before it runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await Promise.resolve();
    order.push('same task');
    await yieldToBrowser();
    order.push('resumed');
    expect(order).toEqual(['same task', 'queued task', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await yieldToBrowser();
    expect(yieldTask).toHaveBeenCalledOnce();
  });
});
