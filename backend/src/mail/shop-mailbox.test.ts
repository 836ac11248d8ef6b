import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@store/domain';
import type { ParsedMail } from 'mailparser';
import { seedSettings } from '../admin/settings/settings.service.ts';
import { orderBody, shippingInfo } from '../testing/fixtures.ts';
import { useTestBackend, type TestBackend } from '../testing/test-backend.ts';
import { eventually, fastMail, startSmtpSink } from './testing/smtp-sink.ts';

/** The shop's mailbox is the e-mail in its settings: where its mail goes, and who every mail is from. */
const sink = await startSmtpSink();
const api = useTestBackend({ mail: fastMail(sink.url) });
const withVariable = useTestBackend({ shopEmail: 'orders@tees.test', mail: fastMail(sink.url) });
afterAll(() => sink.close());

const OWNER = { 'content-type': 'application/json', 'x-staff-email': 'owner@store.test' };
const changeSettings = async (backend: TestBackend, body: Record<string, unknown>) => {
  const response = await fetch(`${backend.url}/admin-api/settings`, {
    method: 'PUT',
    headers: OWNER,
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
};
const contact = (backend: TestBackend, name: string) =>
  backend.post('/contact-mail/api/v1.0/email/send', {
    service_id: 'service_store',
    template_id: 'template_contact',
    user_id: 'public-key',
    template_params: { name, email: 'writer@example.ae', message: 'Do you print team shirts?' },
  });
const placeOrder = async (backend: TestBackend, email: string, name = 'Aisha') => {
  const info = { ...shippingInfo, email, name };
  const answer = await backend.postJson<{ order_id: string }>(
    '/images/Orders/',
    orderBody(email, [{ id: 1, quantity: 1 }], { info }),
  );
  return answer.order_id;
};
/** The one mail whose subject matches, parsed, once it has arrived. */
const arrived = (subject: RegExp): Promise<ParsedMail> =>
  eventually(async () => {
    const matching = (await sink.parsed()).filter((mail) => subject.test(mail.subject ?? ''));
    expect(matching.length).toBeLessThanOrEqual(1);
    return matching[0];
  });
const addresses = (field: ParsedMail['to']) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((f) => f.value);

describe('the shop’s mailbox', () => {
  it('receives contact messages at the e-mail shoppers see in Settings, and follows a change', async () => {
    const shown = await api.getJson<{ email: string }>('/images/store-contact/');
    expect(shown.email).toBe(DEFAULT_SHOP_SETTINGS.email);
    expect((await contact(api, 'Before Change')).status).toBe(200);
    const first = await arrived(/^Contact form: Before Change$/);
    expect(addresses(first.to)).toEqual([{ name: '', address: 'hello@graphictees.ae' }]);
    expect(first.replyTo?.text).toBe('writer@example.ae');

    await changeSettings(api, { email: 'Inbox@Tees.ae' });
    expect((await contact(api, 'After Change')).status).toBe(200);
    const second = await arrived(/^Contact form: After Change$/);
    expect(addresses(second.to)).toEqual([{ name: '', address: 'inbox@tees.ae' }]);
    await changeSettings(api, { email: DEFAULT_SHOP_SETTINGS.email });
  });

  it('sends every mail from the trading name and e-mail in Settings, answers going to the shop', async () => {
    const id = await placeOrder(api, 'from-check@example.ae');
    const confirmation = await arrived(new RegExp(`^Order ${id} confirmed`));
    expect(confirmation.from?.value).toEqual([{ name: 'Graphic Tees Dubai', address: 'hello@graphictees.ae' }]);
    expect(confirmation.replyTo?.value).toEqual([{ name: '', address: 'hello@graphictees.ae' }]);
    expect(confirmation.messageId).toMatch(/@graphictees\.ae>$/);

    await changeSettings(api, { tradingName: 'Tees, "DXB" <Outlet>', email: 'sales@tees.ae' });
    const next = await placeOrder(api, 'from-check-2@example.ae');
    const renamed = await arrived(new RegExp(`^Order ${next} confirmed`));
    // A comma, quotes or angle brackets in the name stay in the name: they add no address.
    expect(renamed.from?.value).toEqual([{ name: 'Tees, "DXB" <Outlet>', address: 'sales@tees.ae' }]);
    expect(renamed.replyTo?.value).toEqual([{ name: '', address: 'sales@tees.ae' }]);
    await changeSettings(api, { tradingName: DEFAULT_SHOP_SETTINGS.tradingName, email: DEFAULT_SHOP_SETTINGS.email });
  });

  it('is mailed each new order, answering to the shopper, unless the owner turns it off', async () => {
    const id = await placeOrder(api, 'new-order@example.ae', 'Maryam');
    const mail = await arrived(new RegExp(`^New order ${id}:`));
    expect(addresses(mail.to)).toEqual([{ name: '', address: 'hello@graphictees.ae' }]);
    expect(mail.subject).toMatch(new RegExp(`^New order ${id}: AED \\d+\\.\\d\\d from Maryam Khan$`));
    expect(mail.replyTo?.text).toBe('new-order@example.ae');
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain(`http://store.test/admin/orders/${id}`);
      expect(part).toContain(shippingInfo.building_name);
      expect(part).toContain('Cash on Delivery');
    }

    await changeSettings(api, { newOrderMail: false });
    const quiet = await placeOrder(api, 'quiet@example.ae');
    await arrived(new RegExp(`^Order ${quiet} confirmed`));
    const outbox = await api.backend.db.db.selectFrom('outbox').select('subject').execute();
    expect(outbox.filter((row) => row.subject.includes(`New order ${quiet}`))).toEqual([]);
    await changeSettings(api, { newOrderMail: true });
  });

  it('keeps a name typed with a line break on one Subject line', async () => {
    const id = await placeOrder(api, 'header@example.ae', 'Sara\r\nBcc: everyone@example.com');
    const mail = await arrived(new RegExp(`^New order ${id}:`));
    expect(mail.bcc).toBeUndefined();
    expect(addresses(mail.to)).toEqual([{ name: '', address: 'hello@graphictees.ae' }]);
  });
});

describe('SHOP_EMAIL', () => {
  it('is the shop’s e-mail until the owner sets one in Settings, which then wins at every start', async () => {
    const db = withVariable.backend.db.db;
    expect((await withVariable.getJson<{ email: string }>('/images/store-contact/')).email).toBe('orders@tees.test');
    expect((await contact(withVariable, 'Via Variable')).status).toBe(200);
    expect(addresses((await arrived(/^Contact form: Via Variable$/)).to)).toEqual([
      { name: '', address: 'orders@tees.test' },
    ]);

    await changeSettings(withVariable, { email: 'owner-chosen@tees.test' });
    await seedSettings(db, new Date().toISOString(), { email: 'orders@tees.test' });
    const settings = await withVariable.getJson<{ email: string }>('/admin-api/settings');
    expect(settings.email).toBe('owner-chosen@tees.test');
  });
});
