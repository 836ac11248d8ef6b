import { describe, expect, it } from 'vitest';
import { createAttemptKey } from './attempt-key.ts';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('createAttemptKey', () => {
  it('keeps one key across submits of the same attempt', () => {
    const attempt = createAttemptKey(counter());
    expect(attempt.current()).toBe('key-1');
    expect(attempt.current()).toBe('key-1');
  });

  it('keeps the key after a refusal and after a fault', () => {
    const attempt = createAttemptKey(counter());
    attempt.settle('refused');
    expect(attempt.current()).toBe('key-1');
    attempt.settle('fault');
    expect(attempt.current()).toBe('key-1');
  });

  it('starts a new attempt once an order is placed', () => {
    const attempt = createAttemptKey(counter());
    attempt.settle('placed');
    expect(attempt.current()).toBe('key-2');
  });

  it('makes keys the gateway accepts by default (8 to 128 letters, digits, - and _)', () => {
    expect(createAttemptKey().current()).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  });

  it('gives each attempt a different key by default', () => {
    expect(createAttemptKey().current()).not.toBe(createAttemptKey().current());
  });
});
