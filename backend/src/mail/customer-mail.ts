import { button, layout, paragraph } from './html.ts';
import type { OutgoingMail } from './outbox.ts';

/** The mails a customer gets about their account. Links point at the web client's routes. */

interface Addressee {
  email: string;
  fname: string;
}

export function resetLinkMail(customer: Addressee, link: string): OutgoingMail {
  const subject = 'Reset your password';
  return {
    to: customer.email,
    subject,
    body: [
      `Hello ${customer.fname},`,
      '',
      'Set a new password within one hour with this link:',
      link,
      '',
      'The link works once, for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    html: layout(subject, [
      paragraph(`Hello ${customer.fname},`),
      paragraph('Set a new password within one hour with this link:'),
      button('Set a new password', link),
      paragraph(`Or paste this address into your browser: ${link}`),
      paragraph(
        'The link works once, for one hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ),
    ]),
  };
}

export const REGISTRATION_ATTEMPT_SUBJECT = 'Someone tried to register with your e-mail address';

/** Sent instead of opening a second account, so the registration answer never says the address is in use. */
export function registrationAttemptMail(customer: Addressee, publicUrl: string): OutgoingMail {
  const explanation =
    'Someone tried to open a new account with this e-mail address. It already has an account, so no new ' +
    'account was made and nothing was changed.';
  return {
    to: customer.email,
    subject: REGISTRATION_ATTEMPT_SUBJECT,
    body: [
      `Hello ${customer.fname},`,
      '',
      explanation,
      '',
      `If it was you, log in at ${publicUrl}/login`,
      `or, if you forgot your password, reset it at ${publicUrl}/forget-password`,
      '',
      'If it was not you, you can ignore this e-mail.',
    ].join('\n'),
    html: layout(REGISTRATION_ATTEMPT_SUBJECT, [
      paragraph(`Hello ${customer.fname},`),
      paragraph(explanation),
      paragraph('If it was you, log in:'),
      button('Log in', `${publicUrl}/login`),
      paragraph('or, if you forgot your password, reset it:'),
      button('Reset my password', `${publicUrl}/forget-password`),
      paragraph('If it was not you, you can ignore this e-mail.'),
    ]),
  };
}
