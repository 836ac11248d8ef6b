export type CircuitState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  /** Consecutive connection failures or timeouts that open the circuit. */
  failureThreshold: number;
  /** The run of failures counts only while its first one is this recent: old failures are forgotten. */
  failureWindowMs: number;
  /** How long an open circuit refuses every call before it lets one trial call through. */
  coolDownMs: number;
}

/**
 * 5 failures in a row within 30 s: a refused connection fails in microseconds, so a dead upstream trips the
 * breaker within a handful of requests, while a single slow call (8 s deadline) never does. 5 s of cool-down
 * is about how long a backend takes to restart, so the shop is back within seconds of the upstream.
 */
export const BREAKER_DEFAULTS: BreakerOptions = { failureThreshold: 5, failureWindowMs: 30_000, coolDownMs: 5_000 };

/** How a call ended, as far as the upstream's health is concerned. */
export type CallOutcome = 'success' | 'failure' | 'neutral';

/** A call let through: 'trial' is the one call an open circuit lets through after its cool-down. */
export type Admission = 'call' | 'trial';

/**
 * A circuit breaker for one upstream in this process. Closed: every call goes out, and a run of failures opens
 * it. Open: calls are refused at once, without touching the network. After the cool-down (half-open) one trial
 * call goes out while the others are still refused; its success closes the circuit, its failure opens it
 * again for another cool-down. Any answer from the upstream (even a 4xx or 5xx) is a success: the host is up.
 */
export class CircuitBreaker {
  #failures = 0;
  #firstFailureAt = 0;
  #openedAt: number | null = null;
  #trialInFlight = false;

  constructor(
    private readonly options: BreakerOptions = BREAKER_DEFAULTS,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): CircuitState {
    if (this.#openedAt === null) return 'closed';
    return this.now() - this.#openedAt < this.options.coolDownMs ? 'open' : 'half-open';
  }

  /** Whether a call may go out now, and as what; null means refused. */
  admit(): Admission | null {
    const state = this.state;
    if (state === 'closed') return 'call';
    if (state === 'open' || this.#trialInFlight) return null;
    this.#trialInFlight = true;
    return 'trial';
  }

  /** Records how an admitted call ended; 'neutral' (e.g. cut short by the caller's own deadline) tells nothing. */
  settle(admission: Admission, outcome: CallOutcome): void {
    if (admission === 'trial') this.#trialInFlight = false;
    if (outcome === 'success') {
      this.#failures = 0;
      this.#openedAt = null;
    } else if (outcome === 'failure') {
      if (admission === 'trial') this.#openedAt = this.now();
      else if (this.#openedAt === null) this.#countFailure();
    }
  }

  #countFailure(): void {
    const now = this.now();
    if (this.#failures === 0 || now - this.#firstFailureAt > this.options.failureWindowMs) {
      this.#failures = 0;
      this.#firstFailureAt = now;
    }
    this.#failures += 1;
    if (this.#failures >= this.options.failureThreshold) this.#openedAt = now;
  }
}
