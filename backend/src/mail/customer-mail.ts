import type { OutgoingMail } from './outbox.ts';

/** The mails a customer gets about their account. Links point at the web client's routes. */

interface Addressee {
  email: string;
  fname: string;
}

export function resetLinkMail(customer: Addressee, link: string): OutgoingMail {
  return {
    to: customer.email,
    subject: 'Reset your password',
    body: `Hello ${customer.fname},\n\nSet a new password within one hour with this link:\n${link}\n\nIf you did not ask for it, ignore this e-mail.`,
  };
}

export const REGISTRATION_ATTEMPT_SUBJECT = 'Someone tried to register with your e-mail address';

/** Sent instead of opening a second account, so the registration answer never says the address is in use. */
export function registrationAttemptMail(customer: Addressee, publicUrl: string): OutgoingMail {
  return {
    to: customer.email,
    subject: REGISTRATION_ATTEMPT_SUBJECT,
    body: [
      `Hello ${customer.fname},`,
      '',
      'Someone tried to open a new account with this e-mail address. It already has an account, so no new',
      'account was made and nothing was changed.',
      '',
      `If it was you, log in at ${publicUrl}/login`,
      `or, if you forgot your password, reset it at ${publicUrl}/forget-password`,
      '',
      'If it was not you, you can ignore this e-mail.',
    ].join('\n'),
  };
}
