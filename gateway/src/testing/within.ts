import { expect } from 'vitest';

/** Asks until `read` gives `expected`; fails after `ms`. Returns how long it took. */
export async function within<T>(ms: number, read: () => Promise<T>, expected: T): Promise<number> {
  const started = performance.now();
  for (;;) {
    const value = await read();
    if (JSON.stringify(value) === JSON.stringify(expected)) return performance.now() - started;
    if (performance.now() - started > ms) expect(value).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
