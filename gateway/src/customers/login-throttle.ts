/**
 * Counts failed logins per e-mail and per client address in fixed windows. Kept in memory: a restart or
 * another instance starts its own count, which only loosens the limit, never locks anyone out wrongly.
 */
export class LoginThrottle {
  readonly #failures = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limits = { perEmail: 5, perAddress: 20, windowMs: 15 * 60 * 1000 },
    private readonly now: () => number = Date.now,
  ) {}

  #count(key: string): number {
    const entry = this.#failures.get(key);
    if (!entry || entry.resetAt <= this.now()) return 0;
    return entry.count;
  }

  isBlocked(email: string, address: string): boolean {
    return this.#count(`e:${email}`) >= this.limits.perEmail || this.#count(`a:${address}`) >= this.limits.perAddress;
  }

  recordFailure(email: string, address: string): void {
    for (const key of [`e:${email}`, `a:${address}`]) {
      const count = this.#count(key) + 1;
      this.#failures.set(key, {
        count,
        resetAt: count === 1 ? this.now() + this.limits.windowMs : this.#failures.get(key)!.resetAt,
      });
    }
    if (this.#failures.size > 50_000) this.#sweep();
  }

  recordSuccess(email: string): void {
    this.#failures.delete(`e:${email}`);
  }

  #sweep(): void {
    for (const [key, entry] of this.#failures) if (entry.resetAt <= this.now()) this.#failures.delete(key);
  }
}
