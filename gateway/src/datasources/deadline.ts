import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The end-to-end deadline of one GraphQL operation: the moment (epoch ms) by which all of its upstream calls,
 * retries included, must be done. It travels with the operation's async context, so the calls it makes
 * through other modules (the session store, the catalogue cache, the order look-up) are bounded too without
 * each of them passing it on; UpstreamClient is its only reader.
 */
const operationDeadline = new AsyncLocalStorage<number>();

/** When each operation (keyed by its request's context object) began, for fields that share its deadline. */
const operationStart = new WeakMap<object, number>();

/**
 * Runs `work` with its upstream calls bounded to `ms` after `operation` (the request's context) first asked:
 * two mutation fields of one operation share one deadline. An inner deadline never extends an outer one.
 */
export function withDeadline<T>(operation: object, ms: number, work: () => Promise<T>): Promise<T> {
  const start = operationStart.get(operation) ?? Date.now();
  operationStart.set(operation, start);
  const outer = operationDeadline.getStore() ?? Number.POSITIVE_INFINITY;
  return operationDeadline.run(Math.min(outer, start + ms), work);
}

/** Milliseconds the current operation has left (Infinity outside withDeadline). */
export function timeLeft(): number {
  const at = operationDeadline.getStore();
  return at === undefined ? Number.POSITIVE_INFINITY : at - Date.now();
}
