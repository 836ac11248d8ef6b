/**
 * How often a client may do what costs the shop (a password check, a mail sent). Each limit counts
 * attempts in a fixed window; the gateway counts atomically, in Redis when it has one.
 */
export interface RateLimit {
  /** Attempts allowed in one window. */
  points: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /** Guesses at one account from one client address: a stranger elsewhere cannot use them up. */
  loginPerAccountAndAddress: { points: 5, windowSeconds: 15 * MINUTE },
  /** Failed logins from one client address, whichever accounts they aim at. */
  loginPerAddress: { points: 30, windowSeconds: 15 * MINUTE },
  /**
   * Failed logins at one account from anywhere. Past this the account is not locked (that would let a
   * stranger lock its owner out); each further attempt is slowed down instead (LOGIN_SLOWDOWN).
   */
  loginPerAccount: { points: 10, windowSeconds: 15 * MINUTE },
  /** Old-password checks of one signed-in customer. */
  passwordChangePerCustomer: { points: 5, windowSeconds: 15 * MINUTE },
  /** Mails asked for from one client address (registration, reset links, newsletter, contact). */
  mailPerAddress: { points: 10, windowSeconds: HOUR },
  /** Mails sent to (or, for the contact form, from) one e-mail address. */
  mailPerRecipient: { points: 3, windowSeconds: HOUR },
  /** Discount codes the store did not know, tried from one client address (each code counted once). */
  codeGuessesPerAddress: { points: 10, windowSeconds: 15 * MINUTE },
  /** The same, tried by one signed-in customer from anywhere. */
  codeGuessesPerAccount: { points: 10, windowSeconds: 15 * MINUTE },
  /** One unknown code from one client counts once in a window, however often the cart asks about it again. */
  codeGuessRepeat: { points: 1, windowSeconds: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The delay added to a login at an account past RATE_LIMITS.loginPerAccount: grows per attempt, capped. */
export const LOGIN_SLOWDOWN = { stepMs: 500, maxMs: 5_000 } as const;

export function loginSlowdownMs(attemptsOverLimit: number): number {
  if (attemptsOverLimit <= 0) return 0;
  return Math.min(attemptsOverLimit * LOGIN_SLOWDOWN.stepMs, LOGIN_SLOWDOWN.maxMs);
}
