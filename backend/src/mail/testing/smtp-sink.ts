import { createServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailConfig } from '../../config.ts';

/** What the sink does with the next mail's DATA. */
export type SinkMode =
  | { kind: 'accept'; delayMs?: number }
  | { kind: 'refuse'; code: number }
  /** Takes the data and never answers: the client's socket timeout has to end it. */
  | { kind: 'silent' };

export interface Arrival {
  raw: string;
  from: string;
  to: string[];
}

/** A real SMTP server on 127.0.0.1 for the tests: it records what arrives and refuses or stalls on demand. */
export interface SmtpSink {
  url: string;
  port: number;
  arrivals: Arrival[];
  /** Mails whose DATA the sink started to read (arrived or not). */
  started: number;
  mode: SinkMode;
  /** Refuse the next `count` mails with `code`, then go back to the mode before. */
  refuseNext(count: number, code?: number): void;
  parsed(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let refusals = 0;
  let refusalCode = 550;
  const sink = { arrivals: [] as Arrival[], started: 0, mode: { kind: 'accept' } as SinkMode } as SmtpSink;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no self-signed STARTTLS for the client to refuse.
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      sink.started++;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mode = sink.mode;
        if (refusals > 0) {
          refusals--;
          return callback(Object.assign(new Error('Mailbox unavailable, try later'), { responseCode: refusalCode }));
        }
        if (mode.kind === 'silent') return;
        if (mode.kind === 'refuse') {
          return callback(Object.assign(new Error('Refused by the test'), { responseCode: mode.code }));
        }
        const accept = () => {
          sink.arrivals.push({
            raw: Buffer.concat(chunks).toString('utf8'),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          callback();
        };
        if (mode.delayMs) setTimeout(accept, mode.delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  sink.port = typeof address === 'object' && address ? address.port : 0;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  sink.refuseNext = (count, code = 550) => {
    refusals = count;
    refusalCode = code;
  };
  sink.parsed = () => Promise.all(sink.arrivals.map((arrival) => simpleParser(arrival.raw)));
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}

/** A loopback port with nothing listening: connecting to it is refused at once. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Mail settings for a test: fast polling and retries, short SMTP deadlines. */
export function fastMail(smtpUrl: string | null, overrides: Partial<MailConfig> = {}): MailConfig {
  return {
    smtpUrl,
    from: null,
    pollMs: 25,
    maxAttempts: 4,
    retryBaseMs: 5,
    retryMaxMs: 40,
    smtpTimeoutMs: 2_000,
    ...overrides,
  };
}

/** Waits until `check` returns a value (not undefined/false), polling; fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error('eventually: the condition was not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Turns the shop's new-order mail off, for a test that counts the mail one order makes to its shopper. */
export async function withoutNewOrderMail(api: { url: string }): Promise<void> {
  const response = await fetch(`${api.url}/admin-api/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-staff-email': 'owner@store.test' },
    body: JSON.stringify({ newOrderMail: false }),
  });
  if (response.status !== 200) throw new Error(`settings answered ${response.status}`);
}
