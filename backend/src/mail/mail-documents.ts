import type { MailDocumentRef } from './outbox.ts';
import type { OutboxRow } from './outbox.repository.ts';

/** Draws a document an outbox mail refers to (a credit note's PDF). */
export type MailDocumentRenderer = (ref: MailDocumentRef) => Promise<Buffer>;

interface StoredAttachment {
  filename: string;
  contentType: string;
  content?: string;
  document?: MailDocumentRef;
}

/**
 * The mail with every attachment's bytes: documents it refers to are drawn now, outside the transaction that
 * queued the mail. A mail that refers to a document with no renderer to draw it fails (and is retried).
 */
export async function withDocuments(mail: OutboxRow, render: MailDocumentRenderer | undefined): Promise<OutboxRow> {
  if (!mail.attachments) return mail;
  const stored = JSON.parse(mail.attachments) as StoredAttachment[];
  if (stored.every((attachment) => attachment.document === undefined)) return mail;
  const drawn = await Promise.all(
    stored.map(async ({ filename, contentType, content, document }) => {
      if (!document) return { filename, contentType, content };
      if (!render) throw new Error(`no renderer for the ${document.kind} attached as ${filename}`);
      return { filename, contentType, content: (await render(document)).toString('base64') };
    }),
  );
  return { ...mail, attachments: JSON.stringify(drawn) };
}
