/** When to try a mail again after it failed, and when to give up. */
export interface RetryPolicy {
  /** Attempts in all; after the last one fails the mail is marked failed. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles with every further failure… */
  baseMs: number;
  /** …up to this. */
  maxMs: number;
}

/** The wait before the next attempt, after `attempts` failed ones (1 or more). */
export function retryDelayMs(policy: RetryPolicy, attempts: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
}

/** What an SMTP failure says, short enough for a column and a list: `code response` or the message. */
export function describeSendError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const { code, response } = error as { code?: unknown; response?: unknown };
  const detail = typeof response === 'string' && response !== '' ? response : error.message;
  return (typeof code === 'string' ? `${code}: ${detail}` : detail).slice(0, 500);
}
