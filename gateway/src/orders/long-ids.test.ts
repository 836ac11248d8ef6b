import { describe, expect, it } from 'vitest';
import { loggedInClient, staffClient, useTestStack, type GraphQLAnswer } from '../testing/test-gateway.ts';

/**
 * An id no record can have (over 100 characters: past the backend's route parameter limit) is answered as the
 * unknown id it is, never as an upstream fault.
 */
const stack = useTestStack();
const ids = ['x'.repeat(101), 'Z'.repeat(5000), `${'1'.repeat(120)}`];

function faults(answer: GraphQLAnswer): string[] {
  return (answer.errors ?? []).map((error) => `${error.extensions?.code}: ${error.message}`);
}

describe('ids longer than any record has', () => {
  it("a shopper's order and cancel: not found, no fault", async () => {
    const shopper = await loggedInClient(stack, 'long.ids@example.ae');
    for (const id of ids) {
      const order = await shopper.query(`query ($id: ID!) { order(id: $id) { id } }`, { id });
      expect(faults(order)).toEqual([]);
      expect(order.data?.order).toBeNull();
      const cancel = await shopper.query(
        `mutation ($id: ID!) { cancelOrder(id: $id, reason: WRONG_ITEM) { __typename } }`,
        { id },
      );
      expect(faults(cancel)).toEqual([]);
    }
  });

  it("staff's order, product and mail fields: not found, no fault", async () => {
    const staff = await staffClient(stack);
    const reads = [
      `query ($id: ID!) { adminOrder(id: $id) { id } }`,
      `query ($id: ID!) { packingSlip(id: $id) { __typename } }`,
      `query ($id: ID!) { adminProduct(id: $id) { id } }`,
      `query ($id: ID!) { outgoingMail(id: $id) { id } }`,
    ];
    const writes = [
      `mutation ($id: ID!) { setOrderStatus(id: $id, status: PACKED) { __typename } }`,
      `mutation ($id: ID!) { cancelOrderByShop(id: $id, reason: "Out of stock") { __typename } }`,
      `mutation ($id: ID!) { recordCashCollected(id: $id) { __typename } }`,
      `mutation ($id: ID!) { retryMail(id: $id) { __typename } }`,
      `mutation ($id: ID!) { setContactMessageStatus(id: $id, status: READ) { __typename } }`,
    ];
    for (const id of ids) {
      for (const query of [...reads, ...writes]) {
        const answer = await staff.query(query, { id });
        expect(faults(answer), query).toEqual([]);
      }
      for (const query of reads) {
        const answer = await staff.query(query, { id });
        expect(Object.values(answer.data ?? {})[0], query).toBeNull();
      }
    }
  });
});
