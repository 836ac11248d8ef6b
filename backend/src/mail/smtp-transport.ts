import { createTransport } from 'nodemailer';
import type { OutboxRow } from './outbox.repository.ts';

/** Who every mail is from and where answers go, as the shop's settings say when it is sent. */
export interface MailSender {
  /** `Graphic Tees Dubai <hello@graphictees.ae>`, or the name and the address apart (any name is safe then). */
  from: string | { name: string; address: string };
  /** The Reply-To of a mail that names none of its own (a contact message names its sender). */
  replyTo: string;
}

/** What the worker sends a mail through; tests may hand it another. */
export interface MailTransport {
  /** Resolves once the server accepted the mail; rejects on any failure, within `deadlineMs`. */
  send(mail: OutboxRow, sender: MailSender): Promise<void>;
  close(): void;
}

export interface SmtpSettings {
  url: string;
  /** Deadline of each SMTP step (socket inactivity); connecting and the greeting get at most 10 s. */
  stepTimeoutMs: number;
}

/** The whole of one send, however the server drips its answers: four steps' worth. */
export function sendDeadlineMs(stepTimeoutMs: number): number {
  return 4 * stepTimeoutMs;
}

/** `Name <shop@example.ae>` → `example.ae`. */
function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost';
}

/**
 * The same Message-ID for every attempt at one outbox mail: a receiving server or client that got a mail
 * twice (an answer lost after the server accepted it) can tell it is one mail.
 */
export function messageIdFor(outboxId: string, from: MailSender['from']): string {
  return `<${outboxId}@${domainOf(typeof from === 'string' ? from : from.address)}>`;
}

/** The outbox's stored attachments as nodemailer takes them: content in memory, never a path or a URL. */
function attachmentsOf(mail: OutboxRow) {
  if (!mail.attachments) return undefined;
  const stored = JSON.parse(mail.attachments) as { filename: string; contentType: string; content: string }[];
  return stored.map(({ filename, contentType, content }) => ({
    filename,
    contentType,
    content: Buffer.from(content, 'base64'),
  }));
}

/**
 * nodemailer over SMTP(S): a connection per mail (a shop sends a few hundred a day), deadlines on
 * connecting, the greeting and every socket step, and an overall one that aborts the connection.
 */
export function smtpTransport(settings: SmtpSettings): MailTransport {
  const stepMs = settings.stepTimeoutMs;
  const transporter = createTransport({
    url: settings.url,
    connectionTimeout: Math.min(stepMs, 10_000),
    greetingTimeout: Math.min(stepMs, 10_000),
    socketTimeout: stepMs,
    dnsTimeout: Math.min(stepMs, 10_000),
  });
  return {
    async send(mail, sender) {
      await transporter.sendMail({
        from: sender.from,
        // Address objects, never strings: nodemailer would split a string at commas into several recipients.
        to: { name: '', address: mail.recipient },
        replyTo: { name: '', address: mail.reply_to ?? sender.replyTo },
        subject: mail.subject,
        text: mail.body,
        html: mail.html ?? undefined,
        attachments: attachmentsOf(mail),
        messageId: messageIdFor(mail.id, sender.from),
        date: new Date(mail.created_at),
        // The mail is built from the outbox only: never let it read files or URLs.
        disableFileAccess: true,
        disableUrlAccess: true,
        signal: AbortSignal.timeout(sendDeadlineMs(stepMs)),
      });
    },
    close() {
      transporter.close();
    },
  };
}
