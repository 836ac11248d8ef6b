import { EventEmitter } from 'node:events';

/**
 * Mail queued in this process wakes its workers at once instead of at their next poll. Only a hint: the mail
 * is in the table either way, and mail queued by another process (the orders CLI) is found by polling.
 */
const queued = new EventEmitter();
queued.setMaxListeners(0);

export function signalMailQueued(): void {
  queued.emit('queued');
}

export function onMailQueued(listener: () => void): () => void {
  queued.on('queued', listener);
  return () => queued.off('queued', listener);
}
