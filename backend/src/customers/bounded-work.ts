/** Thrown by `BoundedWork.run` when every slot is taken and the waiting line is full. */
export class WorkQueueFull extends Error {
  constructor() {
    super('Too much work waiting; try again later.');
    this.name = 'WorkQueueFull';
  }
}

/**
 * Who a job is for: `client` (an address) is served in turn with the other clients, and `low` jobs (a flood
 * at one account) wait behind every `normal` one and are the first pushed out of a full line.
 */
export interface WorkTicket {
  client: string;
  priority: 'normal' | 'low';
  /**
   * At most this many jobs served before it when it joins the line, else it is refused at once: past that, its
   * answer would come after its caller has given up.
   */
  maxAhead?: number;
  /** Aborted when the caller has gone (its connection closed): the job leaves the line. */
  signal?: AbortSignal;
}

interface Waiting {
  ticket: WorkTicket;
  arrival: number;
  start: () => void;
  refuse: () => void;
}

const ANYONE: WorkTicket = { client: '', priority: 'normal' };
const rank = (ticket: WorkTicket) => (ticket.priority === 'normal' ? 0 : 1);

/**
 * A semaphore with a bounded, fair waiting line: at most `maxRunning` jobs at once and at most `maxWaiting`
 * more waiting. A freed slot goes to the best waiting job: normal before low, then the client served least
 * lately, then the oldest. A newcomer to a full line takes the place of the worst waiting job when that one
 * is worse (lower priority, or its client has more than one other job waiting); otherwise it is refused at
 * once. So a flood is turned away instead of queueing without end, and cannot starve a real customer's retry.
 */
export class BoundedWork {
  #running = 0;
  #arrivals = 0;
  readonly #waiting: Waiting[] = [];
  /** Per client with a job running or waiting: when it last got a slot (in jobs started), and how many it has. */
  readonly #clients = new Map<string, { served: number; active: number }>();
  /** Jobs that got a slot since start-up (for tests and the bench). */
  started = 0;
  /** Jobs refused because the line was full, or pushed out of it. */
  refused = 0;

  constructor(
    readonly maxRunning: number,
    readonly maxWaiting: number,
  ) {
    if (!(maxRunning >= 1 && maxWaiting >= 0)) throw new Error('BoundedWork needs maxRunning >= 1, maxWaiting >= 0');
  }

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /** Whether a job would be refused now (for work that only imitates hashing and takes no slot). */
  get full(): boolean {
    return this.#running >= this.maxRunning && this.#waiting.length >= this.maxWaiting;
  }

  async run<T>(job: () => Promise<T>, ticket: WorkTicket = ANYONE): Promise<T> {
    const client = this.#clients.get(ticket.client) ?? { served: 0, active: 0 };
    this.#clients.set(ticket.client, client);
    client.active += 1;
    try {
      if (this.#running < this.maxRunning) {
        this.#running += 1;
      } else {
        // The slot is handed over by the job that ends (see #release): `running` does not change.
        await this.#wait(ticket);
      }
      this.started += 1;
      client.served = this.started;
      try {
        return await job();
      } finally {
        this.#release();
      }
    } finally {
      client.active -= 1;
      if (client.active === 0) this.#clients.delete(ticket.client);
    }
  }

  #wait(ticket: WorkTicket): Promise<void> {
    const ahead = this.#waiting.filter((entry) => rank(entry.ticket) <= rank(ticket)).length;
    if (ticket.maxAhead !== undefined && ahead > ticket.maxAhead) {
      this.refused += 1;
      return Promise.reject(new WorkQueueFull());
    }
    if (this.#waiting.length >= this.maxWaiting) {
      const worst = this.#worst();
      if (!worst || !this.#isWorse(worst, ticket)) {
        this.refused += 1;
        return Promise.reject(new WorkQueueFull());
      }
      this.#remove(worst);
      worst.refuse();
    }
    return new Promise<void>((resolve, reject) => {
      const entry: Waiting = {
        ticket,
        arrival: (this.#arrivals += 1),
        start: resolve,
        refuse: () => {
          this.refused += 1;
          reject(new WorkQueueFull());
        },
      };
      this.#waiting.push(entry);
      ticket.signal?.addEventListener(
        'abort',
        () => {
          if (!this.#waiting.includes(entry)) return;
          this.#remove(entry);
          entry.refuse();
        },
        { once: true },
      );
    });
  }

  #waitingOf(client: string): number {
    return this.#waiting.filter((entry) => entry.ticket.client === client).length;
  }

  /** The waiting job to push out first: lowest priority, then the client with most waiting, then the newest. */
  #worst(): Waiting | undefined {
    const key = (entry: Waiting) => [rank(entry.ticket), this.#waitingOf(entry.ticket.client), entry.arrival];
    return this.#waiting.reduce<Waiting | undefined>(
      (worst, entry) => (!worst || compare(key(entry), key(worst)) > 0 ? entry : worst),
      undefined,
    );
  }

  #isWorse(waiting: Waiting, newcomer: WorkTicket): boolean {
    if (rank(waiting.ticket) !== rank(newcomer)) return rank(waiting.ticket) > rank(newcomer);
    return this.#waitingOf(waiting.ticket.client) > this.#waitingOf(newcomer.client) + 1;
  }

  /** The waiting job to start next: normal first, then the client served least lately, then the oldest. */
  #best(): Waiting | undefined {
    const key = (entry: Waiting) => [
      rank(entry.ticket),
      this.#clients.get(entry.ticket.client)?.served ?? 0,
      entry.arrival,
    ];
    return this.#waiting.reduce<Waiting | undefined>(
      (best, entry) => (!best || compare(key(entry), key(best)) < 0 ? entry : best),
      undefined,
    );
  }

  #remove(entry: Waiting): void {
    const index = this.#waiting.indexOf(entry);
    if (index >= 0) this.#waiting.splice(index, 1);
  }

  #release(): void {
    const next = this.#best();
    if (!next) {
      this.#running -= 1;
      return;
    }
    this.#remove(next);
    next.start();
  }
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
