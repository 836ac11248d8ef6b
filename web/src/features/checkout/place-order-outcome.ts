import { CombinedGraphQLErrors } from '@apollo/client';
import { MESSAGES } from '@store/domain';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { PlaceOrderMutation } from '@/__generated__/graphql.ts';
import type { ShippingField } from './shipping-values.ts';

const FORM_FIELDS: ReadonlySet<string> = new Set<ShippingField>([
  'firstName',
  'lastName',
  'phone',
  'whatsapp',
  'emirate',
  'postalCode',
  'flatNo',
  'buildingName',
  'area',
  'street',
  'note',
]);

export type PlaceOrderOutcome = { kind: 'placed'; orderId: string } | { kind: 'refused'; errors: SubmissionErrors };

/**
 * The gateway's answer as the form shows it: a refusal's messages go under the fields they name, and the
 * alert by the button shows the messages about no field (out of stock, empty cart) or else the first one.
 * `say` puts each message in the page's language (useDomainText) before several are joined into one alert.
 */
export function placeOrderOutcome(
  payload: PlaceOrderMutation['placeOrder'] | undefined,
  say: (message: string) => string = (message) => message,
): PlaceOrderOutcome {
  if (payload?.order) return { kind: 'placed', orderId: payload.order.id };
  const refusals = payload?.errors ?? [];
  const errors: Record<string, string> = {};
  const general: string[] = [];
  for (const { field, message } of refusals) {
    if (field && FORM_FIELDS.has(field)) errors[field] ??= message;
    else general.push(say(message));
  }
  errors[FORM_ERROR] = general.join(' ') || refusals[0]?.message || MESSAGES.orderFailed;
  return { kind: 'refused', errors };
}

/** The session ended (or never began): the gateway refuses with UNAUTHENTICATED. */
export function isUnauthenticated(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}
