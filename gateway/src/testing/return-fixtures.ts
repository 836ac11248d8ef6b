/** Operations and helpers shared by the gateway's back-office return tests. */
import { expect } from 'vitest';
import type { TestClient } from './test-gateway.ts';

/** The owner moves an order along to DELIVERED, as the back office's order page does. */
export async function deliverOrder(owner: TestClient, orderId: string): Promise<void> {
  const move = `mutation ($id: ID!, $status: OrderStatus!, $courier: String, $trackingNumber: String) {
    setOrderStatus(id: $id, status: $status, courier: $courier, trackingNumber: $trackingNumber) { errors { message } }
  }`;
  for (const step of [
    { status: 'PACKED' },
    { status: 'DISPATCHED', courier: 'Aramex', trackingNumber: 'AX-9' },
    { status: 'DELIVERED' },
  ]) {
    const { setOrderStatus } = await owner.data(move, { id: orderId, ...step });
    expect(setOrderStatus.errors).toEqual([]);
  }
}

export const REQUEST_RETURN = `mutation ($input: RequestReturnInput!) {
  requestReturn(input: $input) { return { id } errors { message } }
}`;

/** The shopper asks for a return that must be taken; answers its id. */
export async function askReturn(shopper: TestClient, input: Record<string, unknown>): Promise<string> {
  const { requestReturn } = await shopper.data(REQUEST_RETURN, { input });
  expect(requestReturn.errors).toEqual([]);
  return requestReturn.return.id as string;
}

/** The back office's steps on a return, each answering `payload` (a selection of AdminReturnPayload). */
export function returnSteps(payload: string) {
  return {
    approve: `mutation ($id: ID!) { approveReturn(id: $id) ${payload} }`,
    refuse: `mutation ($id: ID!, $reason: String!) { refuseReturn(id: $id, reason: $reason) ${payload} }`,
    pickup: `mutation ($id: ID!, $input: ReturnShipmentInput!) { recordReturnPickup(id: $id, input: $input) ${payload} }`,
    receive: `mutation ($id: ID!, $lines: [ReceivedLineInput!]!) { receiveReturn(id: $id, lines: $lines) ${payload} }`,
    refund: `mutation ($id: ID!, $input: ReturnRefundInput!) { refundReturn(id: $id, input: $input) ${payload} }`,
    exchange: `mutation ($id: ID!, $input: ReturnShipmentInput!) { shipExchange(id: $id, input: $input) ${payload} }`,
  };
}

/** Runs one step and answers its payload (the mutation's only field). */
export async function runStep<Payload>(
  client: TestClient,
  mutation: string,
  variables: Record<string, unknown>,
): Promise<Payload> {
  return Object.values(await client.data<Record<string, Payload>>(mutation, variables))[0]!;
}
