/** Thrown by `BoundedWork.run` when every slot is taken and the waiting line is full. */
export class WorkQueueFull extends Error {
  constructor() {
    super('Too much work waiting; try again later.');
    this.name = 'WorkQueueFull';
  }
}

/**
 * A semaphore with a bounded, first-come first-served waiting line: at most `maxRunning` jobs at once and
 * at most `maxWaiting` more waiting for a slot. Past that a job is refused at once, so a flood of expensive
 * requests is turned away instead of queueing without end.
 */
export class BoundedWork {
  #running = 0;
  readonly #waiting: (() => void)[] = [];
  /** Jobs that got a slot since start-up (for tests and the bench). */
  started = 0;
  /** Jobs refused because the line was full. */
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

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.#running < this.maxRunning) {
      this.#running += 1;
    } else if (this.#waiting.length < this.maxWaiting) {
      // The slot is handed over by the job that ends (see #release): `running` does not change.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.refused += 1;
      throw new WorkQueueFull();
    }
    this.started += 1;
    try {
      return await job();
    } finally {
      this.#release();
    }
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#running -= 1;
  }
}
