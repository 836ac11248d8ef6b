import { afterAll, describe, expect, it } from 'vitest';
import { formatAed } from '@store/domain';
import type { ParsedMail } from 'mailparser';
import { orderBody, registration, shippingInfo } from '../testing/fixtures.ts';
import { useTestBackend } from '../testing/test-backend.ts';
import { eventually, fastMail, startSmtpSink } from './testing/smtp-sink.ts';

/** What arrives at a real SMTP server when shoppers act through the backend's HTTP API. */
const sink = await startSmtpSink();
const STAFF_TOKEN = 'staff-secret-for-mail-tests';
const api = useTestBackend({ staffToken: STAFF_TOKEN, shopEmail: 'shop@store.test', mail: fastMail(sink.url) });
afterAll(() => sink.close());

/** The one mail that arrived for `to` whose subject matches, parsed; waits for it. */
async function arrived(to: string, subject: RegExp): Promise<ParsedMail> {
  return eventually(async () => {
    const mails = (await sink.parsed()).filter((mail) => mail.to && 'text' in mail.to && mail.to.text === to);
    const matching = mails.filter((mail) => subject.test(mail.subject ?? ''));
    expect(matching.length).toBeLessThanOrEqual(1);
    return matching[0];
  });
}

async function placeOrder(email: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await api.postJson<{ order_id: string }>(
    '/images/Orders/',
    orderBody(email, [{ id: 1, quantity: 2 }], overrides),
  );
  return answer.order_id;
}

const setStatus = (id: string, body: Record<string, string>) =>
  api.post(`/staff/orders/${id}/status`, body, { authorization: `Bearer ${STAFF_TOKEN}` });

async function totalOf(id: string): Promise<string> {
  const rows = await api.getJson<{ order_info: string }[]>(`/images/order-tracking/${id}/`);
  return formatAed(Math.round(JSON.parse(rows[0]!.order_info).tamount * 100));
}

describe('mail that leaves', () => {
  it('sends the order confirmation: order number and total in the subject, items, address, cash on delivery', async () => {
    const id = await placeOrder('buyer@example.ae');
    const total = await totalOf(id);
    const mail = await arrived('buyer@example.ae', new RegExp(id));

    expect(mail.subject).toBe(`Order ${id} confirmed: AED ${total}, cash on delivery`);
    expect(mail.from?.value).toEqual([{ name: 'Graphic Tees Dubai', address: 'shop@store.test' }]);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@store\.test>$/);
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain(id);
      expect(part).toContain(`AED ${total}`);
      expect(part).toContain('Cash on Delivery');
      expect(part).toContain(shippingInfo.building_name);
      expect(part).toContain(shippingInfo.area);
    }
    expect(mail.text).toMatch(/- 2 × .+ at AED \d+\.\d\d/);
    expect(mail.html).toContain('<table');

    // The worker marks the mail sent once the SMTP server has answered: the mail can arrive a moment before that.
    const outboxRow = async () =>
      (
        await api.backend.db.db.selectFrom('outbox').selectAll().where('recipient', '=', 'buyer@example.ae').execute()
      )[0];
    await expect.poll(outboxRow, { timeout: 10_000 }).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(mail.messageId).toBe(`<${(await outboxRow())!.id}@store.test>`);
  });

  it('sends every status change: packed, dispatched with courier, tracking number and link, delivered, returned', async () => {
    const id = await placeOrder('status@example.ae');
    expect((await setStatus(id, { status: 'PACKED' })).status).toBe(200);
    expect((await arrived('status@example.ae', /is packed$/)).text).toContain(`Your order ${id} is packed`);

    await setStatus(id, { status: 'DISPATCHED', courier: 'Aramex', trackingNumber: 'AX123456789' });
    const dispatched = await arrived('status@example.ae', /on its way$/);
    const link = `http://store.test/order-tracking/${id}`;
    for (const part of [dispatched.text!, dispatched.html as string]) {
      expect(part).toContain('Aramex');
      expect(part).toContain('AX123456789');
      expect(part).toContain(link);
    }
    expect(dispatched.html).toContain(`href="${link}"`);

    await setStatus(id, { status: 'DELIVERED' });
    expect((await arrived('status@example.ae', /delivered$/)).text).toContain('was delivered');
    await setStatus(id, { status: 'RETURNED' });
    expect((await arrived('status@example.ae', /returned$/)).html).toContain(`Your order ${id} came back`);
  });

  it("sends the cancellation with the shopper's reason", async () => {
    const id = await placeOrder('cancel@example.ae');
    await api.postJson('/images/cancel-order/', { id, reason: 'Size has been Incorrect' });
    const mail = await arrived('cancel@example.ae', /cancelled$/);
    expect(mail.subject).toBe(`Order ${id} cancelled`);
    expect(mail.text).toContain('Reason: Size has been Incorrect');
    expect(mail.html).toContain('Size has been Incorrect');
  });

  it('sends the reset link, valid for one hour, in both parts', async () => {
    await api.post('/images/customers/', registration('reset@example.ae'));
    await api.get('/images/forgot-password/reset@example.ae');
    const mail = await arrived('reset@example.ae', /^Reset your password$/);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(mail.text).toContain('one hour');
    expect(mail.html).toContain(`href="http://store.test/reset-password?token=${token}"`);
    expect(mail.html).toContain('one hour');
  });

  it('sends "someone tried to register with your address" to the owner of the address', async () => {
    await api.post('/images/customers/', registration('owner-of@example.ae'));
    await api.post('/images/customers/', registration('owner-of@example.ae', { fname: 'Mallory' }));
    const mail = await arrived('owner-of@example.ae', /^Someone tried to register/);
    expect(mail.text).toContain('Hello Aisha,');
    expect(mail.html).toContain('href="http://store.test/login"');
    expect(mail.text).not.toContain('Mallory');
  });
});

describe('injection through what shoppers type', () => {
  const contact = (name: string, message: string) =>
    api.post('/contact-mail/api/v1.0/email/send', {
      service_id: 'service_store',
      template_id: 'template_contact',
      user_id: 'public-key',
      template_params: { name, email: 'writer@example.ae', message },
    });

  it('a name with CR/LF arrives as one Subject line and adds no header or recipient; Reply-To is the sender', async () => {
    await contact('Sara\r\nBcc: everyone@example.com', 'Hello\nthere');
    const mail = await arrived('shop@store.test', /^Contact form: Sara/);
    expect(mail.subject).toBe('Contact form: Sara Bcc: everyone@example.com');
    expect(mail.bcc).toBeUndefined();
    expect(mail.replyTo?.text).toBe('writer@example.ae');
    const raw = sink.arrivals.find((arrival) => arrival.raw.includes('Contact form: Sara'))!;
    expect(raw.to).toEqual(['shop@store.test']);
    const headers = raw.raw.slice(0, raw.raw.indexOf('\r\n\r\n')).split('\r\n');
    expect(headers.filter((line) => /^subject:/i.test(line))).toEqual([
      'Subject: Contact form: Sara Bcc: everyone@example.com',
    ]);
    expect(headers.filter((line) => /^bcc:/i.test(line))).toEqual([]);
    expect(mail.text).toContain('From: Sara Bcc: everyone@example.com <writer@example.ae>');
  });

  it('a name like <script> arrives escaped in the HTML and as typed in the text', async () => {
    await contact('<script>alert(1)</script>', 'Look: <img src=x onerror=alert(2)> & "quotes"');
    const mail = await arrived('shop@store.test', /^Contact form: <script>/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(2)&gt; &amp; &quot;quotes&quot;');
    expect(mail.text).toContain('<img src=x onerror=alert(2)>');

    const id = await placeOrder('xss@example.ae', {
      info: { ...shippingInfo, email: 'xss@example.ae', name: '<b onmouseover=alert(3)>Aisha</b>' },
    });
    const confirmation = await arrived('xss@example.ae', new RegExp(id));
    expect(confirmation.html).not.toContain('<b onmouseover');
    expect(confirmation.html).toContain('&lt;b onmouseover=alert(3)&gt;Aisha&lt;/b&gt;');
  });
});
