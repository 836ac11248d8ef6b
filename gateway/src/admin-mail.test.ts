import { describe, expect, it } from 'vitest';
import { placed, stocked } from './testing/order-fixtures.ts';
import { loggedInClient, useTestStack, staffClient } from './testing/test-gateway.ts';

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
        return items.some((mail) => mail.subject.includes(order.id));
      })
      .toBe(true);
    const confirmation = items.find((mail) => mail.subject.includes(order.id))!;
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

  it('is closed to shoppers', async () => {
    const shopper = await loggedInClient(stack, 'snoop@example.ae');
    const answer = await shopper.query(`{ outgoingMails { total } }`);
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
