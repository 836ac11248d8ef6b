import { EventEmitter } from 'node:events';

/**
 * A photo uploaded to this process wakes its worker at once instead of at its next poll. Only a hint: the upload
 * is in the table either way, and one taken by another instance is found by polling.
 */
const uploaded = new EventEmitter();
uploaded.setMaxListeners(0);

export function signalPhotoUploaded(): void {
  uploaded.emit('uploaded');
}

export function onPhotoUploaded(listener: () => void): () => void {
  uploaded.on('uploaded', listener);
  return () => uploaded.off('uploaded', listener);
}
