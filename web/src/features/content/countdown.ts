export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds left until the deadline, rounded up so a countdown shows 0 only when the time is up. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** Days, hours, minutes and seconds of a duration in seconds; negative or fractional input is floored at 0. */
export function splitSeconds(totalSeconds: number): CountdownParts {
  const total = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** Two digits at least: 7 → '07', 123 → '123'. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}
