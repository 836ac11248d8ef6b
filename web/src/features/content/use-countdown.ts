import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown.ts';

/**
 * Seconds left of a countdown of `seconds` started on mount, ticking every second. It reads the clock on each
 * tick rather than counting ticks, so a throttled background tab still shows the right time.
 */
export function useCountdown(seconds: number): number {
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);
  const over = left === 0;

  useEffect(() => {
    if (over) return;
    const timer = setInterval(() => setLeft(secondsLeft(deadline, Date.now())), 1000);
    return () => clearInterval(timer);
  }, [deadline, over]);

  return left;
}
