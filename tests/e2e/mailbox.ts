import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from './store-test.ts';

export interface ReceivedMail {
  to: string;
  /** The From header as shown: `"Graphic Tees Dubai" <hello@graphictees.ae>`. */
  from: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

/** Every mail the store has sent over SMTP to the e2e run's sink (smtp-sink.mjs), oldest first. */
export async function receivedMails(): Promise<ReceivedMail[]> {
  const dir = process.env.SMTP_SINK_DIR;
  if (!dir) throw new Error('SMTP_SINK_DIR is not set (playwright.config.ts sets it)');
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
      return {
        to,
        from: mail.from?.text ?? '',
        replyTo: mail.replyTo?.text ?? '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
      };
    }),
  );
}

/** Waits until a mail to `to` whose subject matches has arrived, and returns it. */
export async function mailTo(to: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMails()).find((mail) => mail.to.includes(to) && subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 15_000, message: `a mail to ${to} about ${subject}` },
    )
    .toBe(true);
  return found!;
}

/**
 * The path and query of the newest link to `path` in a mail that reached `recipient` (an invitation, a reset):
 * only the path, as the mail names the store's public URL and the tests use their own host.
 */
export async function mailedLink(recipient: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+?(${path.replace(/[.?]/g, '\\$&')}\\?[^\\s"'<>]+)`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await receivedMails()).filter((mail) => mail.to.includes(recipient));
        link = mails.map((mail) => pattern.exec(mail.text)?.[1]).findLast((found) => found !== undefined);
        return link !== undefined;
      },
      { timeout: 15_000, message: `a link to ${path} in a mail to ${recipient}` },
    )
    .toBe(true);
  return link!;
}
