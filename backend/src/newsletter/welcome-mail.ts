import { CURRENCY, welcomeOfferHeading } from '@store/domain';
import { button, facts, layout, paragraph } from '../mail/html.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

export interface WelcomeOffer {
  email: string;
  code: string;
  percent: number;
  unsubscribeToken: string;
}

export function unsubscribeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The new subscriber's welcome: their single-use code, how to use it, and the way out of the newsletter. */
export function welcomeMail(offer: WelcomeOffer, publicUrl: string): OutgoingMail {
  const heading = welcomeOfferHeading(offer.percent);
  const unsubscribe = unsubscribeLink(publicUrl, offer.unsubscribeToken);
  const how = `Enter it in your cart or at checkout: ${offer.percent}% comes off the product total of your first order (${CURRENCY}, cash on delivery). It works once, for this address.`;
  return {
    to: offer.email,
    subject: `${heading}: your code ${offer.code}`,
    body: [
      'Thank you for subscribing to our newsletter.',
      '',
      `Your code: ${offer.code}`,
      how,
      '',
      `Shop now: ${publicUrl}/all-collections`,
      '',
      `Unsubscribe: ${unsubscribe}`,
    ].join('\n'),
    html: layout(heading, [
      paragraph('Thank you for subscribing to our newsletter.'),
      facts([['Your code', offer.code]]),
      paragraph(how),
      button('Shop now', `${publicUrl}/all-collections`),
      paragraph(`You receive this because this address subscribed. Unsubscribe: ${unsubscribe}`),
    ]),
  };
}
