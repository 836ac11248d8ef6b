import { describe, expect, it } from 'vitest';
import { listOutbox } from '@store/backend/mail/outbox';
import { placed, stocked } from '../testing/order-fixtures.ts';
import { loggedInClient, useTestStack, staffClient } from '../testing/test-gateway.ts';

/** Without SMTP_URL (as here) the shop's mail is kept and readable in the back office, as a shopper would get it. */
const stack = useTestStack();

const owner = () => staffClient(stack);

describe('the outbox in the back office', () => {
  it('shows the order confirmation a shopper would get, text and HTML, and sends it again on request', async () => {
    const shopper = await loggedInClient(stack, 'mailbox@example.ae');
    const order = await placed(shopper, [stocked(5, 1)]);
    const staff = await owner();

    let items: { id: string; to: string; subject: string; status: string }[] = [];
    await expect
      .poll(async () => {
        const { outgoingMails } = await staff.data(
          `{ outgoingMails(status: KEPT) { items { id to subject status } } }`,
        );
        items = outgoingMails.items;
        return items.some((mail) => mail.subject.includes(order.id) && mail.to === 'mailbox@example.ae');
      })
      .toBe(true);
    // The shop's own new-order mail names the order too; the shopper's confirmation is the one to them.
    const confirmation = items.find((mail) => mail.subject.includes(order.id) && mail.to === 'mailbox@example.ae')!;
    expect(confirmation).toMatchObject({ to: 'mailbox@example.ae', status: 'KEPT' });

    const { outgoingMail } = await staff.data(`query ($id: ID!) { outgoingMail(id: $id) { text html } }`, {
      id: confirmation.id,
    });
    expect(outgoingMail.text).toContain(order.id);
    expect(outgoingMail.html).toMatch(/<html/i);

    const { retryMail } = await staff.data(
      `mutation ($id: ID!) { retryMail(id: $id) { mail { status } errors { message } } }`,
      {
        id: confirmation.id,
      },
    );
    expect(retryMail.errors).toEqual([]);
    expect(['PENDING', 'KEPT']).toContain(retryMail.mail.status);
  });

  it('never shows the secret of an invitation or reset link, even in development: staff cannot become owner', async () => {
    const staff = await owner();
    await staff.data(`mutation { inviteStaff(email: "second.owner@example.ae", name: "Second", role: OWNER) { ok } }`);
    await stack.client().data(`mutation { requestPasswordReset(email: "mailbox@example.ae") { ok } }`);
    const secrets = await Promise.all(
      ['second.owner@example.ae', 'mailbox@example.ae'].map(async (to) => {
        const mails = await listOutbox(stack.backend.db.db, to);
        const mail = mails.find((row) => /token=/.test(row.body))!;
        return { id: mail.id, token: /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]! };
      }),
    );
    for (const { id, token } of secrets) {
      const { outgoingMail } = await staff.data(`query ($id: ID!) { outgoingMail(id: $id) { text html } }`, { id });
      for (const part of [outgoingMail.text, outgoingMail.html]) {
        expect(part).not.toContain(token);
        expect(part).toContain('token=[hidden]');
      }
      const { retryMail } = await staff.data(
        `mutation ($id: ID!) { retryMail(id: $id) { mail { text } errors { message } } }`,
        { id },
      );
      expect(JSON.stringify(retryMail)).not.toContain(token);
    }
  });

  it('is closed to shoppers', async () => {
    const shopper = await loggedInClient(stack, 'snoop@example.ae');
    const answer = await shopper.query(`{ outgoingMails { total } }`);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
