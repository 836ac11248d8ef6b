import type { ApolloCache } from '@apollo/client';
import { CurrentCustomerDocument, type CurrentCustomerQuery } from '@/__generated__/graphql.ts';
import { rememberUser } from '@/state/user.ts';

type Customer = NonNullable<CurrentCustomerQuery['me']>;

/**
 * The customer the gateway answered with, written where every `me` query reads it. Without it a page behind
 * RequireLogin would still see the guest's cached `me: null` right after logging in and send the shopper back.
 */
export function writeCurrentCustomer(cache: ApolloCache, customer: Customer) {
  const me = { __typename: 'Customer' as const, ...customer };
  cache.writeQuery({ query: CurrentCustomerDocument, data: { me } });
}

/** After login or a profile save: the stored copy (spec §4) and the cache agree with the gateway. */
export function keepCustomer(cache: ApolloCache, customer: Customer) {
  rememberUser(customer);
  writeCurrentCustomer(cache, customer);
}
