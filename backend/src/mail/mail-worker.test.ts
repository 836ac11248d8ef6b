import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connect, type Db } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { MailWorker, type MailWorkerOptions } from './mail-worker.ts';
import { enqueueMail } from './outbox.ts';
import { claimMail, markSent } from './outbox.repository.ts';
import { smtpTransport } from './smtp-transport.ts';
import { closedPort, eventually, startSmtpSink, type SmtpSink } from './testing/smtp-sink.ts';

/** The worker on its own, against a real SMTP server and the database under test, with a clock of its own. */
const FROM = 'Graphic Tees Dubai <shop@store.test>';
const T0 = Date.parse('2030-01-01T00:00:00.000Z');
let database: TestDatabase;
let main: Db;
let sink: SmtpSink;
let clock = T0;
const now = () => new Date(clock);
const opened: Db[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  main = connect(database.url);
  await migrateToLatest(main);
  sink = await startSmtpSink();
});
afterAll(async () => {
  for (const db of opened) await db.close();
  await main?.close();
  await sink?.close();
  await database?.drop();
});
beforeEach(async () => {
  await main.db.deleteFrom('outbox').execute();
  sink.arrivals.length = 0;
  sink.mode = { kind: 'accept' };
  clock = T0;
});

/** Another connection to the same database: what a second backend instance has. */
function instance(): Db {
  const db = connect(database.url);
  opened.push(db);
  return db;
}

function worker(options: Partial<MailWorkerOptions> & { url?: string; stepTimeoutMs?: number } = {}) {
  const { url = sink.url, stepTimeoutMs = 2_000, ...rest } = options;
  return new MailWorker({
    db: main.db,
    transport: smtpTransport({ url, stepTimeoutMs }),
    sender: async () => ({ from: FROM, replyTo: 'shop@store.test' }),
    now,
    pollMs: 10,
    retry: { maxAttempts: 5, baseMs: 1_000, maxMs: 4_000 },
    claimMs: 60_000,
    ...rest,
  });
}

async function queue(count: number, html = true): Promise<void> {
  for (let n = 0; n < count; n++) {
    const mail = { to: `shopper${n}@example.ae`, subject: `Mail ${n}`, body: `Text ${n}` };
    await enqueueMail(main.db, html ? { ...mail, html: `<p>Html ${n}</p>` } : mail, now().toISOString());
  }
}

const rows = () => main.db.selectFrom('outbox').selectAll().orderBy('subject').execute();
const row = async () => (await rows())[0]!;
const messageIds = () => sink.arrivals.map((arrival) => /^Message-ID: (.+)$/im.exec(arrival.raw)?.[1]);
const iso = (ms: number) => new Date(ms).toISOString();

describe('retries', () => {
  it('retries a refused mail (5xx) after the backoff and sends it once', async () => {
    await queue(1);
    sink.refuseNext(2, 550);
    const mailer = worker();
    expect(await mailer.runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: iso(T0 + 1_000) });
    expect((await row()).last_error).toMatch(/550/);
    expect(await mailer.runOnce()).toBe(0);

    clock = T0 + 1_000;
    await mailer.runOnce();
    expect(await row()).toMatchObject({ status: 'pending', attempts: 2, next_attempt_at: iso(T0 + 3_000) });
    clock = T0 + 3_000;
    await mailer.runOnce();
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3, sent_at: iso(T0 + 3_000), claimed_until: null });
    expect(sink.arrivals).toHaveLength(1);
    await mailer.runOnce();
    expect(sink.arrivals).toHaveLength(1);
  });

  it('backs off exponentially up to the cap while the server is down, then marks the mail failed', async () => {
    await queue(1);
    const mailer = worker({ url: `smtp://127.0.0.1:${await closedPort()}` });
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      await mailer.runOnce();
      const mail = await row();
      expect(mail).toMatchObject({ status: 'pending', attempts: attempt, failed_at: null });
      expect(mail.last_error).toMatch(/ECONNREFUSED|ECONNECTION/);
      waits.push(Date.parse(mail.next_attempt_at!) - clock);
      clock = Date.parse(mail.next_attempt_at!);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 4_000]);
    await mailer.runOnce();
    expect(await row()).toMatchObject({ status: 'failed', attempts: 5, failed_at: iso(clock), next_attempt_at: null });
    clock += 60 * 60_000;
    expect(await mailer.runOnce()).toBe(0);
  });

  it('gives up on a server that never answers at its socket deadline, instead of hanging', async () => {
    await queue(1);
    sink.mode = { kind: 'silent' };
    expect(await worker({ stepTimeoutMs: 300 }).runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row()).last_error).toMatch(/timeout/i);
    expect(sink.arrivals).toEqual([]);
  });
});

describe('never twice', () => {
  it('lets exactly one of many simultaneous claims on one mail win, across connections', async () => {
    await queue(1);
    const { id } = await row();
    const at = now().toISOString();
    const until = iso(clock + 60_000);
    const dbs = [main, instance(), instance()];
    const wins = await Promise.all(
      Array.from({ length: 12 }, (_, n) => claimMail(dbs[n % 3]!.db, id, `token-${n}`, at, until)),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it('two workers on two connections send a batch of 20 exactly once each', async () => {
    await queue(20);
    sink.mode = { kind: 'accept', delayMs: 5 };
    const [a, b] = [worker({ db: instance().db }), worker({ db: instance().db })];
    const handled = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(handled.reduce((sum, n) => sum + n, 0)).toBe(20);
    expect(sink.arrivals).toHaveLength(20);
    expect(new Set(messageIds()).size).toBe(20);
    expect((await rows()).every((mail) => mail.status === 'sent')).toBe(true);
  });

  it('a restart mid-batch loses nothing and doubles nothing: the mail in flight is finished first', async () => {
    clock = Date.now();
    await queue(20);
    sink.mode = { kind: 'accept', delayMs: 20 };
    const first = worker({ db: instance().db, now: () => new Date() });
    first.start();
    await eventually(async () => sink.arrivals.length >= 5);
    await first.stop();
    const sentBeforeRestart = (await rows()).filter((mail) => mail.status === 'sent').length;
    expect(sentBeforeRestart).toBe(sink.arrivals.length);
    expect(sentBeforeRestart).toBeLessThan(20);
    expect((await rows()).filter((mail) => mail.claimed_until !== null)).toEqual([]);

    const second = worker({ db: instance().db, now: () => new Date() });
    second.start();
    await eventually(async () => (await rows()).every((mail) => mail.status === 'sent'));
    await second.stop();
    expect(sink.arrivals).toHaveLength(20);
    expect(new Set(messageIds()).size).toBe(20);
  });

  it('leaves a mail claimed by a worker that died alone until the claim expires, then sends it once', async () => {
    await queue(1);
    const { id } = await row();
    expect(await claimMail(main.db, id, 'dead-worker', now().toISOString(), iso(T0 + 60_000))).toBe(true);
    const mailer = worker();
    expect(await mailer.runOnce()).toBe(0);
    clock = T0 + 60_001;
    expect(await mailer.runOnce()).toBe(1);
    expect(sink.arrivals).toHaveLength(1);
    // The dead worker's late word changes nothing: its claim is gone.
    await markSent(main.db, id, 'dead-worker', { attempts: 7, now: iso(T0 + 99_000) });
    expect(await row()).toMatchObject({ status: 'sent', attempts: 1, sent_at: iso(T0 + 60_001) });
  });
});

describe('when it runs', () => {
  it('wakes at once when mail is queued in its process, without waiting for the next poll', async () => {
    clock = Date.now();
    const mailer = worker({ pollMs: 3_600_000, now: () => new Date() });
    mailer.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await queue(1);
      await eventually(async () => sink.arrivals.length === 1, 5_000);
    } finally {
      await mailer.stop();
    }
  });
});

describe('what is sent', () => {
  it('sends a mail without an HTML part (queued before 0004-mail) as text only', async () => {
    await queue(1, false);
    await worker().runOnce();
    const [mail] = await sink.parsed();
    expect(mail!.text?.trim()).toBe('Text 0');
    expect(mail!.html).toBe(false);
  });

  it('keeps pending mail instead of sending it when there is no SMTP_URL', async () => {
    await queue(3);
    const keeper = worker({ transport: null });
    expect(await keeper.runOnce()).toBe(3);
    expect((await rows()).map((mail) => mail.status)).toEqual(['kept', 'kept', 'kept']);
    expect(sink.arrivals).toEqual([]);
  });

  it('draws a document the mail refers to when it sends it, and retries when the drawing fails', async () => {
    const document = { kind: 'credit-note', returnId: 'R-1' } as const;
    const attachments = [{ filename: 'CN-1.pdf', contentType: 'application/pdf', document }];
    await enqueueMail(main.db, { to: 'a@example.ae', subject: 'Refund', body: 'Text', attachments }, iso(T0));
    expect((await row()).attachments).not.toContain('base64');
    const failing = worker({ renderDocument: async () => Promise.reject(new Error('credit note not drawn')) });
    await failing.runOnce();
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row()).last_error).toMatch(/credit note not drawn/);
    expect(sink.arrivals).toEqual([]);
    clock = T0 + 1_000;
    const asked: unknown[] = [];
    const drawing = worker({
      renderDocument: async (ref) => {
        asked.push(ref);
        return Buffer.from('%PDF-drawn');
      },
    });
    await drawing.runOnce();
    expect(asked).toEqual([document]);
    const [mail] = await sink.parsed();
    expect(mail!.attachments.map((file) => [file.filename, file.content.toString()])).toEqual([
      ['CN-1.pdf', '%PDF-drawn'],
    ]);
    expect((await row()).status).toBe('sent');
  });
});
