import { randomUUID } from 'node:crypto';
import { PHOTO_PROCESSING_MAX_ATTEMPTS } from '@store/domain';
import { HttpError } from '../../http/errors.ts';
import { processPhoto } from './photo-processing.ts';
import { onPhotoUploaded } from './photo-wake.ts';
import * as uploads from './photo-uploads.repository.ts';
import { savePhoto, type PhotoServices } from './photos.service.ts';
import { readUploadSource, removeUploadSource } from './upload-sources.ts';

export interface PhotoWorkerOptions {
  services: PhotoServices;
  /** How often it looks for uploads made on other instances (its own wake it at once). */
  pollMs?: number;
  /** How long a claim holds: past the longest a photo takes, so only a worker that died loses it. */
  claimMs?: number;
  log?: { warn(message: string): void };
}

const POLL_MS = 2_000;
const CLAIM_MS = 5 * 60_000;
const GONE = 'The photo was lost before it could be processed: upload it again.';
const UNPROCESSABLE = 'The photo could not be processed: upload it again.';

/**
 * Makes the copies of uploaded photos in the background, one photo at a time per backend instance (the encodes
 * of one photo run one after another too: photo-processing.ts), so image work never takes over the machine.
 * The state is the `photo_uploads` table: a worker claims an upload with one conditional UPDATE, so several
 * instances share the work and a restart loses nothing (a claim left by a crash expires and is taken again).
 */
export class PhotoWorker {
  readonly #options: Required<Omit<PhotoWorkerOptions, 'log'>> & Pick<PhotoWorkerOptions, 'log'>;
  #timer: NodeJS.Timeout | undefined;
  #round: Promise<void> | null = null;
  #again = false;
  #stopping = false;
  readonly #abort = new AbortController();
  #unsubscribe: () => void = () => {};

  constructor(options: PhotoWorkerOptions) {
    this.#options = { pollMs: POLL_MS, claimMs: CLAIM_MS, ...options };
  }

  start(): void {
    this.#unsubscribe = onPhotoUploaded(() => this.#schedule(0));
    this.#schedule(0);
  }

  /** Gives the photo in flight back after its current copy (another instance or the next start takes it). */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#abort.abort(new Error('the backend is stopping'));
    this.#unsubscribe();
    clearTimeout(this.#timer);
    await this.#round;
  }

  #schedule(delayMs: number): void {
    if (this.#stopping) return;
    if (this.#round) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#runRound(), delayMs);
    this.#timer.unref();
  }

  #runRound(): void {
    this.#round = this.runOnce()
      .then(
        () => undefined,
        (error: unknown) => this.#options.log?.warn(`photo worker: ${String(error)}`),
      )
      .finally(() => {
        this.#round = null;
        const again = this.#again;
        this.#again = false;
        this.#schedule(again ? 0 : this.#options.pollMs);
      });
  }

  /** Every upload waiting, one after another. Resolves to the number this worker processed. */
  async runOnce(): Promise<number> {
    let handled = 0;
    while (!this.#stopping) {
      const { db } = this.#options.services;
      const now = this.#options.services.now();
      const ids = await uploads.waitingUploadIds(db, now.toISOString(), 5);
      let claimedAny = false;
      for (const id of ids) {
        if (this.#stopping) break;
        const token = randomUUID();
        const until = new Date(this.#options.services.now().getTime() + this.#options.claimMs).toISOString();
        const upload = await uploads.claimUpload(db, id, token, this.#options.services.now().toISOString(), until);
        if (!upload) continue;
        claimedAny = true;
        handled++;
        await this.#process(upload, token);
      }
      if (!claimedAny) break;
    }
    return handled;
  }

  async #process(upload: uploads.PhotoUploadRow, token: string): Promise<void> {
    const { services } = this.#options;
    // A photo that stopped its backend each time it was tried (a crash) is not tried for ever.
    if (upload.attempts > PHOTO_PROCESSING_MAX_ATTEMPTS) return this.#fail(upload, token, UNPROCESSABLE);
    const bytes = await readUploadSource(services.mediaDir, upload.id);
    if (!bytes) return this.#fail(upload, token, GONE);
    try {
      await savePhoto(services, upload, token, await processPhoto(bytes, undefined, this.#abort.signal));
    } catch (error) {
      if (this.#abort.signal.aborted) return uploads.releaseUpload(services.db, upload.id, token);
      if (error instanceof HttpError) return this.#fail(upload, token, error.message);
      this.#options.log?.warn(`photo worker: upload ${upload.id}: ${String(error)}`);
      if (upload.attempts >= PHOTO_PROCESSING_MAX_ATTEMPTS) return this.#fail(upload, token, UNPROCESSABLE);
      await uploads.releaseUploadForRetry(services.db, upload.id, token);
    }
  }

  /** Marks the upload failed with why (staff see it) and lets its bytes go: it is never tried again. */
  async #fail(upload: uploads.PhotoUploadRow, token: string, why: string): Promise<void> {
    await uploads.failUpload(this.#options.services.db, upload.id, token, why);
    await removeUploadSource(this.#options.services.mediaDir, upload.id);
  }
}
