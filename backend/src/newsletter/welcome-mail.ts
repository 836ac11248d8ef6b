import { button, facts, layout, paragraph } from '../mail/html.ts';
import { mailWords } from '../mail/mail-language.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

export interface WelcomeOffer {
  email: string;
  code: string;
  percent: number;
  unsubscribeToken: string;
  /** The language of the page the address subscribed from ('en', 'ar'); English when not given. */
  language?: string;
}

export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The new subscriber's welcome, in the subscription's language: their single-use code, how to use it, the way out. */
export function welcomeMail(offer: WelcomeOffer, publicUrl: string): OutgoingMail {
  const words = mailWords(offer.language);
  const { t } = words;
  const heading = t('welcome.heading', { percent: offer.percent });
  const unsubscribe = unsubscribeLink(publicUrl, offer.unsubscribeToken);
  const shop = words.link(publicUrl, '/all-collections');
  const how = t('welcome.how', { percent: offer.percent });
  const fact = (label: string, value: string) => t('mail.fact', { label, value });
  return {
    to: offer.email,
    subject: t('welcome.subject', { heading, code: offer.code }),
    body: [
      t('welcome.thanks'),
      '',
      fact(t('welcome.yourCode'), offer.code),
      how,
      '',
      fact(t('welcome.shopNow'), shop),
      '',
      fact(t('welcome.unsubscribe'), unsubscribe),
    ].join('\n'),
    html: layout(
      heading,
      [
        paragraph(t('welcome.thanks')),
        facts([[t('welcome.yourCode'), offer.code]], words),
        paragraph(how),
        button(t('welcome.shopNow'), shop),
        paragraph(t('welcome.why', { link: unsubscribe })),
      ],
      words,
    ),
  };
}
