import { LOCALES } from '@store/domain';
import { button, layout, paragraph } from './html.ts';
import { mailWords } from './mail-language.ts';
import type { OutgoingMail } from './outbox.ts';

/** The mails a customer gets about their account, in the account's language. Links point at the web client's routes. */

interface Addressee {
  email: string;
  fname: string;
  /** The account's language ('en', 'ar'); English when not given. */
  language?: string;
}

/** How long a reset link works (the reset's rule, customers.service.ts, and its mail's words). */
export const RESET_LINK_HOURS = 1;

/** `link` is the reset page in the account's language (resetLinkPath). */
export function resetLinkMail(customer: Addressee, link: string): OutgoingMail {
  const words = mailWords(customer.language);
  const { t } = words;
  const hours = RESET_LINK_HOURS;
  const subject = t('reset.subject');
  const greeting = t('mail.greeting', { name: customer.fname });
  return {
    to: customer.email,
    subject,
    body: [greeting, '', t('reset.intro', { hours }), link, '', t('reset.note', { hours })].join('\n'),
    html: layout(
      subject,
      [
        paragraph(greeting),
        paragraph(t('reset.intro', { hours })),
        button(t('reset.button'), link),
        paragraph(t('reset.paste', { link })),
        paragraph(t('reset.note', { hours })),
      ],
      words,
    ),
  };
}

/** The reset page of a link, in the account's language: /reset-password?token=… or /ar/reset-password?token=…. */
export function resetLink(publicUrl: string, token: string, language: string): string {
  return mailWords(language).link(publicUrl, `/reset-password?token=${token}`);
}

export const REGISTRATION_ATTEMPT_SUBJECT = mailWords('en').t('registration.subject');

/** The registration-attempt mail's subject in every language: at most one such mail an hour, whichever language. */
export const REGISTRATION_ATTEMPT_SUBJECTS = LOCALES.map((locale) => mailWords(locale).t('registration.subject'));

/** Sent instead of opening a second account, so the registration answer never says the address is in use. */
export function registrationAttemptMail(customer: Addressee, publicUrl: string): OutgoingMail {
  const words = mailWords(customer.language);
  const { t } = words;
  const subject = t('registration.subject');
  const greeting = t('mail.greeting', { name: customer.fname });
  const login = words.link(publicUrl, '/login');
  const forgot = words.link(publicUrl, '/forget-password');
  return {
    to: customer.email,
    subject,
    body: [
      greeting,
      '',
      t('registration.explanation'),
      '',
      t('registration.logInAt', { link: login }),
      t('registration.resetAt', { link: forgot }),
      '',
      t('registration.notYou'),
    ].join('\n'),
    html: layout(
      subject,
      [
        paragraph(greeting),
        paragraph(t('registration.explanation')),
        paragraph(t('registration.logInIntro')),
        button(t('registration.logIn'), login),
        paragraph(t('registration.resetIntro')),
        button(t('registration.reset'), forgot),
        paragraph(t('registration.notYou')),
      ],
      words,
    ),
  };
}
