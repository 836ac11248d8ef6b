import { facts, layout, paragraph } from './html.ts';
import { headerSafe, type OutgoingMail } from './outbox.ts';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** A contact-form message, to the shop; answering it writes to the sender (Reply-To). */
export function contactMail(shopEmail: string, contact: ContactMessage): OutgoingMail {
  // The name is on one line everywhere, as in the Subject: a line break in it cannot pass for a header.
  const name = headerSafe(contact.name);
  const subject = `Contact form: ${name}`;
  return {
    to: shopEmail,
    replyTo: contact.email,
    subject,
    body: `From: ${name} <${contact.email}>\n\n${contact.message}`,
    html: layout(subject, [
      facts([
        ['From', name],
        ['E-mail', contact.email],
      ]),
      paragraph(contact.message),
      paragraph('Answer this e-mail to write to the sender.'),
    ]),
  };
}
