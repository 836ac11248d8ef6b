/**
 * The idempotency key of one checkout attempt. It is made once and sent with every submit until an order is
 * placed: the backend records a key only together with the order it placed, so a refused submit leaves the key
 * free for the corrected retry, while a submit whose answer was lost (a fault) and is sent again answers the
 * order already placed instead of placing a second one. Only a placed order starts a new attempt.
 */
export interface AttemptKey {
  /** The key to send with the next submit. */
  current(): string;
  /** Records how a submit ended. */
  settle(outcome: 'placed' | 'refused' | 'fault'): void;
}

export function createAttemptKey(generate: () => string = () => crypto.randomUUID()): AttemptKey {
  let key = generate();
  return {
    current: () => key,
    settle: (outcome) => {
      if (outcome === 'placed') key = generate();
    },
  };
}
