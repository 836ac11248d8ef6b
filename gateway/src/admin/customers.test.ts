import { listOutbox } from '@store/backend/mail/outbox';
import { describe, expect, it } from 'vitest';
import { loggedInClient, useTestStack, type TestClient, staffClient } from '../testing/test-gateway.ts';

/** Customers, the inbox and the newsletter list in the back office, through the gateway. */
const stack = useTestStack();

const owner = () => staffClient(stack);

function download(client: TestClient): Promise<Response> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return fetch(`${stack.url}/admin/exports/newsletter-subscribers.csv`, { headers: cookie ? { cookie } : {} });
}

describe('customers in the back office', () => {
  it('lists and finds customers, opens one with their orders, and sends a reset link', async () => {
    await loggedInClient(stack, 'aisha.admin@example.ae');
    const staff = await owner();
    const { adminCustomers } = await staff.data(
      `{ adminCustomers(q: "aisha.admin") { total items { email firstName orderCount spent } } }`,
    );
    expect(adminCustomers).toEqual({
      total: 1,
      items: [{ email: 'aisha.admin@example.ae', firstName: 'Aisha', orderCount: 0, spent: 0 }],
    });
    const { adminCustomer } = await staff.data(
      `{ adminCustomer(email: "aisha.admin@example.ae") { customer { email } orders { id } } }`,
    );
    expect(adminCustomer).toEqual({ customer: { email: 'aisha.admin@example.ae' }, orders: [] });
    expect(
      (await staff.data(`{ adminCustomer(email: "nobody@example.ae") { orders { id } } }`)).adminCustomer,
    ).toBeNull();

    const sent = await staff.data(`mutation { sendCustomerPasswordReset(email: "aisha.admin@example.ae") { ok } }`);
    expect(sent.sendCustomerPasswordReset.ok).toBe(true);
    const mails = await listOutbox(stack.backend.db.db, 'aisha.admin@example.ae');
    expect(mails.some((mail) => /reset-password\?token=/.test(mail.body))).toBe(true);
  });

  it("shares one limit per recipient with the shopper's own requests: staff cannot mail-bomb a customer", async () => {
    const shopper = await loggedInClient(stack, 'bombed@example.ae');
    await shopper.data(`mutation { logout { ok } }`);
    const staff = await owner();
    const answers = [];
    for (let sent = 0; sent < 10; sent++) {
      const { sendCustomerPasswordReset } = await staff.data(
        `mutation { sendCustomerPasswordReset(email: "bombed@example.ae") { ok errors { message } } }`,
      );
      answers.push(sendCustomerPasswordReset);
    }
    const refusedAnswers = answers.filter((answer) => !answer.ok);
    expect(refusedAnswers.length).toBeGreaterThanOrEqual(7);
    expect(refusedAnswers[0].errors[0].message).toMatch(/as many mails as it may in an hour/);
    const resets = (await listOutbox(stack.backend.db.db, 'bombed@example.ae')).filter((mail) =>
      /reset-password\?token=/.test(mail.body),
    );
    expect(resets.length).toBeLessThanOrEqual(3);
    // The shopper's own request counts against the same limit.
    const own = await stack.client().data(`mutation { requestPasswordReset(email: "bombed@example.ae") { ok } }`);
    expect(own.requestPasswordReset.ok).toBe(false);
    expect(
      (await listOutbox(stack.backend.db.db, 'bombed@example.ae')).filter((mail) =>
        /reset-password\?token=/.test(mail.body),
      ),
    ).toHaveLength(resets.length);
  });

  it('refuses guests and shoppers', async () => {
    const shopper = await loggedInClient(stack, 'curious@example.ae');
    for (const client of [stack.client(), shopper]) {
      const answer = await client.query(`{ adminCustomers { total } }`);
      expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await download(client)).status).toBe(401);
    }
  });
});

describe('the inbox and the newsletter list', () => {
  it('reads messages, marks one answered, lists and removes subscribers, and downloads the CSV', async () => {
    const visitor = stack.client();
    await visitor.data(
      `mutation { sendContactMessage(name: "Omar", email: "omar@example.ae", message: "Al Ain?") { ok } }`,
    );
    await visitor.data(`mutation { subscribeNewsletter(email: "fan@example.ae") { ok } }`);
    const staff = await owner();

    const { contactMessages } = await staff.data(
      `{ contactMessages(status: UNREAD) { total items { id name status } } }`,
    );
    expect(contactMessages.items).toContainEqual(expect.objectContaining({ name: 'Omar', status: 'UNREAD' }));
    const id = contactMessages.items.find((item: { name: string }) => item.name === 'Omar').id;
    const marked = await staff.data(
      `mutation ($id: ID!) { setContactMessageStatus(id: $id, status: ANSWERED) { ok } }`,
      {
        id,
      },
    );
    expect(marked.setContactMessageStatus.ok).toBe(true);
    const { contactMessages: answered } = await staff.data(`{ contactMessages(status: ANSWERED) { items { id } } }`);
    expect(answered.items).toEqual([{ id }]);

    const csv = await download(staff);
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('fan@example.ae');

    const removed = await staff.data(`mutation { removeNewsletterSubscriber(email: "fan@example.ae") { ok } }`);
    expect(removed.removeNewsletterSubscriber.ok).toBe(true);
    const { newsletterSubscribers } = await staff.data(`{ newsletterSubscribers(q: "fan@") { total } }`);
    expect(newsletterSubscribers.total).toBe(0);
    const again = await staff.data(
      `mutation { removeNewsletterSubscriber(email: "fan@example.ae") { ok errors { message } } }`,
    );
    expect(again.removeNewsletterSubscriber).toEqual({
      ok: false,
      errors: [{ message: 'This address is not subscribed.' }],
    });
  });

  it('caps a page at 100 whatever is asked', async () => {
    const staff = await owner();
    const answer = await staff.data(`{ newsletterSubscribers(pageSize: 5000) { pageSize } }`);
    expect(answer.newsletterSubscribers.pageSize).toBe(100);
  });

  it('says a page past any there can be is not one, on every list, instead of showing an empty list', async () => {
    const staff = await owner();
    for (const list of ['adminCustomers', 'contactMessages', 'newsletterSubscribers', 'adminOrders', 'adminProducts']) {
      const answer = await staff.query(`{ ${list}(page: 2000000) { total } }`);
      expect(answer.data, list).toBeNull();
      expect(answer.errors, list).toEqual([
        expect.objectContaining({
          message: 'page must be a whole number from 1 to 1000000.',
          extensions: { code: 'BAD_USER_INPUT' },
        }),
      ]);
    }
  });
});
