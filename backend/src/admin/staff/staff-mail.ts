import { button, layout, paragraph } from '../../mail/html.ts';
import type { OutgoingMail } from '../../mail/outbox.ts';

/** The invitation to the back office, with the link that sets the member's password. */
export function staffInviteMail(invitee: { name: string; email: string; role: string }, link: string): OutgoingMail {
  const subject = 'You are invited to the Graphic Tees Dubai back office';
  const as = `You have been invited to run the shop as ${invitee.role === 'OWNER' ? 'an owner' : 'staff'}.`;
  const validity = 'Choose your password with this link; it works once, for 72 hours.';
  return {
    to: invitee.email,
    subject,
    body: [`Hello ${invitee.name},`, '', as, validity, link].join('\n'),
    html: layout(subject, [
      paragraph(`Hello ${invitee.name},`),
      paragraph(as),
      paragraph(validity),
      button('Choose your password', link),
      paragraph(`Or paste this address into your browser: ${link}`),
    ]),
  };
}
