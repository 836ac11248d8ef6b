import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { withDocuments, type MailDocumentRenderer } from './mail-documents.ts';
import { onMailQueued } from './mail-wake.ts';
import * as repository from './outbox.repository.ts';
import { describeSendError, retryDelayMs, type RetryPolicy } from './retry-policy.ts';
import type { MailSender, MailTransport } from './smtp-transport.ts';

export interface MailWorkerOptions {
  db: Kysely<Database>;
  /** null without SMTP_URL: pending mail is marked kept instead of sent. */
  transport: MailTransport | null;
  /** The From and Reply-To, read at each send so that a change of the shop's settings applies at once. */
  sender: () => Promise<MailSender>;
  now?: () => Date;
  pollMs: number;
  retry: RetryPolicy;
  /** How long a claim holds: longer than a send can take (its deadline), so no one else sends it meanwhile. */
  claimMs: number;
  /** Draws the documents a mail refers to (a credit note's PDF) as it is sent. */
  renderDocument?: MailDocumentRenderer;
  /** Mails looked at per query. */
  batchSize?: number;
  log?: { info(message: string): void; warn(message: string): void };
}

/** After a mail is queued in this process: time for its transaction to commit before the worker looks. */
const WAKE_DELAY_MS = 20;

/**
 * Sends the outbox. All its state is in the table, so any number of workers (in one process or in several
 * backend instances) and restarts share it: a worker claims a mail with one conditional UPDATE before
 * sending it, and records the outcome only while its claim holds. See docs/security.md § Mail.
 */
export class MailWorker {
  readonly #options: MailWorkerOptions & { now: () => Date };
  #timer: NodeJS.Timeout | undefined;
  #dueAt = 0;
  #round: Promise<void> | null = null;
  #again = false;
  #stopping = false;
  #unsubscribe: () => void = () => {};

  constructor(options: MailWorkerOptions) {
    this.#options = { now: () => new Date(), ...options };
  }

  /** Polls every pollMs, and soon after mail is queued in this process. */
  start(): void {
    this.#unsubscribe = onMailQueued(() => this.#schedule(WAKE_DELAY_MS));
    this.#schedule(0);
  }

  /** Finishes the mail in flight, starts no other, and closes the SMTP transport. */
  async stop(): Promise<void> {
    this.#stopping = true;
    this.#unsubscribe();
    clearTimeout(this.#timer);
    await this.#round;
    this.#options.transport?.close();
  }

  #schedule(delayMs: number): void {
    if (this.#stopping) return;
    if (this.#round) {
      this.#again = true;
      return;
    }
    const dueAt = Date.now() + delayMs;
    if (this.#timer && this.#dueAt <= dueAt) return;
    clearTimeout(this.#timer);
    this.#dueAt = dueAt;
    this.#timer = setTimeout(() => this.#runRound(), delayMs);
    this.#timer.unref();
  }

  #runRound(): void {
    this.#timer = undefined;
    this.#round = this.runOnce()
      .then(
        () => undefined,
        (error: unknown) => this.#options.log?.warn(`mail worker: ${describeSendError(error)}`),
      )
      .finally(() => {
        this.#round = null;
        const again = this.#again;
        this.#again = false;
        this.#schedule(again ? WAKE_DELAY_MS : this.#options.pollMs);
      });
  }

  /** One round: every mail that is due, one after another. Resolves to the number of mails it handled. */
  async runOnce(): Promise<number> {
    const { db, transport, batchSize = 10 } = this.#options;
    if (!transport) return repository.keepPending(db, this.#iso());
    let handled = 0;
    while (!this.#stopping) {
      const ids = await repository.dueMailIds(db, this.#iso(), batchSize);
      let claimedAny = false;
      for (const id of ids) {
        if (this.#stopping) break;
        if (await this.#deliver(transport, id)) {
          claimedAny = true;
          handled++;
        }
      }
      // Nothing due, or another worker holds all of it.
      if (!claimedAny) break;
    }
    return handled;
  }

  #iso(offsetMs = 0): string {
    return new Date(this.#options.now().getTime() + offsetMs).toISOString();
  }

  /** Sends the mail if this worker can claim it; false when another worker has it or it is no longer due. */
  async #deliver(transport: MailTransport, id: string): Promise<boolean> {
    const { db, claimMs } = this.#options;
    const token = randomUUID();
    if (!(await repository.claimMail(db, id, token, this.#iso(), this.#iso(claimMs)))) return false;
    const mail = await repository.findMail(db, id);
    if (!mail) return false;
    try {
      await transport.send(await withDocuments(mail, this.#options.renderDocument), await this.#options.sender());
    } catch (error) {
      await this.#recordFailure(mail, token, error);
      return true;
    }
    // Should this write fail (the database went away), the claim stays until it expires and the mail is
    // sent again then: once more at worst, with the same Message-ID.
    await repository.markSent(db, id, token, { attempts: mail.attempts + 1, now: this.#iso() });
    this.#options.log?.info(`mail ${id} sent`);
    return true;
  }

  async #recordFailure(mail: repository.OutboxRow, token: string, error: unknown): Promise<void> {
    const { db, retry, log } = this.#options;
    const attempts = mail.attempts + 1;
    const lastError = describeSendError(error);
    if (attempts >= retry.maxAttempts) {
      await repository.markFailed(db, mail.id, token, { attempts, lastError, now: this.#iso() });
      log?.warn(`mail ${mail.id} failed after ${attempts} attempts: ${lastError}`);
      return;
    }
    const nextAttemptAt = this.#iso(retryDelayMs(retry, attempts));
    await repository.markRetry(db, mail.id, token, { attempts, lastError, nextAttemptAt });
    log?.info(`mail ${mail.id} attempt ${attempts} failed (${lastError}); next at ${nextAttemptAt}`);
  }
}
