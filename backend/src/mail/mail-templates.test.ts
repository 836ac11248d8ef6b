import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@store/domain';
import { confirmationMail, shopCancelMail, statusMail } from '../orders/order-mail.ts';
import type { OrderItemRow, OrderRow } from '../orders/orders.repository.ts';
import { shippingInfo } from '../testing/fixtures.ts';
import { contactMail } from './contact-mail.ts';
import { registrationAttemptMail, resetLinkMail } from './customer-mail.ts';
import { button, escapeHtml, layout } from './html.ts';
import type { OutgoingMail } from './outbox.ts';
import { retryDelayMs } from './retry-policy.ts';
import { messageIdFor } from './smtp-transport.ts';

const EVIL = `<script>alert("x")</script>&'`;
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;';

const order = {
  id: '301130ABCDEFGH',
  email: 'shopper@example.ae',
  status: 'PLACED',
  created_at: '2030-11-30T08:00:00.000Z',
  payment_method: 'Cash on Delivery',
  shipping: JSON.stringify({
    firstName: EVIL,
    lastName: 'Khan',
    phone: shippingInfo.phone,
    whatsapp: shippingInfo.whatsapp,
    emirate: 'Dubai',
    postalCode: '00000',
    flatNo: '1203',
    buildingName: EVIL,
    area: 'Dubai Marina',
    street: 'Al Marsa Street',
  }),
  subtotal_fils: 15_998,
  discount_fils: 2_000,
  total_fils: 13_998,
  estimated_delivery: '2030-12-03',
  cancel_reason: null,
} as OrderRow;

const items = [{ title: EVIL, size: 'M', colour: 'Black', quantity: 2, unit_price_fils: 7_999 } as OrderItemRow];

/** Every template, with hostile text wherever a shopper or staff member could have typed it. */
const mails: Record<string, OutgoingMail> = {
  confirmation: confirmationMail(order, items, 'https://tees.ae'),
  ...Object.fromEntries(
    ORDER_STATUSES.map((status) => [
      status,
      statusMail({ ...order, cancel_reason: EVIL }, status, 'https://tees.ae', {
        courier: EVIL,
        trackingNumber: EVIL,
      }),
    ]),
  ),
  shopCancel: shopCancelMail(order, EVIL, 'https://tees.ae'),
  reset: resetLinkMail({ email: 'a@example.ae', fname: EVIL }, 'https://tees.ae/reset-password?token=abc'),
  registration: registrationAttemptMail({ email: 'a@example.ae', fname: EVIL }, 'https://tees.ae'),
  contact: contactMail('shop@tees.ae', { name: EVIL, email: 'w@example.ae', message: EVIL }),
};

describe('mail templates', () => {
  it.each(Object.entries(mails))('%s has a subject, a text part and an escaped HTML part', (_name, mail) => {
    expect(mail.subject).not.toBe('');
    expect(mail.body).not.toBe('');
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain(ESCAPED);
  });

  it('puts the order number, the total in AED and cash on delivery in the confirmation', () => {
    const mail = mails.confirmation!;
    expect(mail.subject).toBe('Order 301130ABCDEFGH confirmed: AED 139.98, cash on delivery');
    expect(mail.body).toContain('Total (cash on delivery): AED 139.98');
    expect(mail.body).toContain('- 2 × ');
    expect(mail.html).toContain('AED 79.99');
  });

  it('writes the delivery date as the site does (issue 18: it wrote 2030-12-03)', () => {
    const mail = mails.confirmation!;
    expect(mail.body).toContain('Estimated delivery: 3 Dec 2030');
    expect(mail.html).toContain('3 Dec 2030');
    for (const text of Object.values(mails).flatMap((sent) => [sent.subject, sent.body, sent.html])) {
      expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    }
  });

  it("links a known courier's tracking page in the dispatch mail; an unknown courier's number stays text", () => {
    const aramex = statusMail(order, 'DISPATCHED', 'https://tees.ae', {
      courier: 'Aramex',
      trackingNumber: '4412345678',
    });
    const url = 'https://www.aramex.com/ae/en/track/results?ShipmentNumber=4412345678';
    expect(aramex.body).toContain(`Follow the parcel on Aramex’s site: ${url}`);
    expect(aramex.html).toContain(escapeHtml(url));
    const bike = statusMail(order, 'DISPATCHED', 'https://tees.ae', { courier: 'Ahmed', trackingNumber: '4412345678' });
    expect(bike.body).not.toContain('Follow the parcel');
    expect(bike.body).toContain('Tracking number: 4412345678');
  });

  it('names the reason of a cancellation and the tracking link of a dispatch', () => {
    expect(mails.CANCELLED!.body).toContain(`Reason: ${EVIL}`);
    expect(mails.shopCancel!.subject).toBe('Order 301130ABCDEFGH cancelled by the shop');
    expect(mails.DISPATCHED!.body).toContain('Track it at https://tees.ae/order-tracking/301130ABCDEFGH');
    expect(mails.DISPATCHED!.html).toContain('href="https://tees.ae/order-tracking/301130ABCDEFGH"');
  });

  it('gives the contact mail to the shop a Reply-To of the sender', () => {
    expect(mails.contact).toMatchObject({ to: 'shop@tees.ae', replyTo: 'w@example.ae' });
  });
});

describe('mail building blocks', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('links only http(s) addresses', () => {
    const html = layout('t', [button('Click', 'javascript:alert(1)')]);
    expect(html).not.toContain('href=');
    expect(html).toContain('Click: javascript:alert(1)');
  });

  it('doubles the retry wait up to the cap', () => {
    const policy = { maxAttempts: 10, baseMs: 30_000, maxMs: 3_600_000 };
    expect([1, 2, 3, 8, 9, 50].map((attempts) => retryDelayMs(policy, attempts))).toEqual([
      30_000, 60_000, 120_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it('derives the Message-ID from the outbox id and the domain of MAIL_FROM', () => {
    expect(messageIdFor('abc', 'Graphic Tees Dubai <shop@tees.ae>')).toBe('<abc@tees.ae>');
    expect(messageIdFor('abc', 'shop@tees.ae')).toBe('<abc@tees.ae>');
  });
});
